// Tab groups with the same `groupId` show the same tab: choosing one selects it in every group
// on the page and, through localStorage, on the next pages and in other browser tabs.

type Listener = (value: string) => void;

const listeners = new Map<string, Set<Listener>>();

export function storageKey(groupId: string): string {
  return `docusaurus.tab.${groupId}`;
}

export function subscribeTabGroup(groupId: string, listener: Listener): () => void {
  const set = listeners.get(groupId) ?? new Set();
  listeners.set(groupId, set);
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey(groupId) && event.newValue) listener(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function selectInTabGroup(groupId: string, value: string): void {
  try {
    localStorage.setItem(storageKey(groupId), value);
  } catch {
    // Storage can be full or disabled (private mode): the choice then lasts for this page.
  }
  for (const listener of listeners.get(groupId) ?? []) listener(value);
}

export function storedTabValue(groupId: string): string | null {
  try {
    return localStorage.getItem(storageKey(groupId));
  } catch {
    return null;
  }
}
