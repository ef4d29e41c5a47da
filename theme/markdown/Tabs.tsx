// Tabs as in Docusaurus: the server renders the default tab with the others present but
// `hidden`; after hydration the URL (`?{queryString}=value`) or the stored choice for the
// `groupId` may select another. Keyboard: ArrowLeft/ArrowRight/Home/End move between tabs
// (roving tabindex, selection follows focus), per the WAI-ARIA tabs pattern.
import {
  Children,
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useRouterLocation } from '../hooks/useRouterLocation.js';
import type { TabItemProps } from './TabItem.js';
// Loaded together (the `tabs` feature module, see theme/kinds.ts): markdown names both.
export { TabItem } from './TabItem.js';
import { selectInTabGroup, storedTabValue, subscribeTabGroup } from './tabGroups.js';

export interface TabsProps {
  /** Tabs with the same groupId switch together and remember the choice. */
  groupId?: string;
  /** The value of the tab shown first; else the TabItem marked `default`, else the first. */
  defaultValue?: string;
  /** `true` syncs the selection with `?{groupId}=value`; a string names the parameter. */
  queryString?: boolean | string;
  className?: string;
  /** Labels and order of the tabs; read from the TabItems when absent. */
  values?: { label?: string; value: string }[];
  /** Render only the selected panel. */
  lazy?: boolean;
  children?: ReactNode;
}

type Item = ReactElement<TabItemProps>;

export function Tabs({ groupId, defaultValue, queryString, className, values, lazy, children }: TabsProps) {
  const items = Children.toArray(children).filter(
    (child): child is Item => isValidElement<TabItemProps>(child) && typeof child.props.value === 'string',
  );
  const tabs = values ?? items.map((item) => ({ value: item.props.value, label: item.props.label }));
  const isValid = (value: string | null | undefined): value is string => !!value && tabs.some((tab) => tab.value === value);
  const initial = [defaultValue, items.find((item) => item.props.default)?.props.value, tabs[0]?.value].find(isValid);
  const [selected, setSelected] = useState(initial);
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  const baseId = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);
  const validRef = useRef(isValid);
  validRef.current = isValid;
  // A link to this same page with another `?{queryString}=` value is a client navigation, not a
  // new mount: the query is read again on every navigation, not only after hydration.
  const location = useRouterLocation();

  // After hydration only, so the first client render matches the server's.
  useEffect(() => {
    const fromStorage = groupId ? storedTabValue(groupId) : null;
    if (validRef.current(fromStorage)) setSelected(fromStorage);
    if (!groupId) return undefined;
    return subscribeTabGroup(groupId, (value) => {
      if (validRef.current(value)) setSelected(value);
    });
  }, [groupId]);

  useEffect(() => {
    const search = (location ?? window.location).search;
    const fromQuery = queryKey ? new URLSearchParams(search).get(queryKey) : null;
    if (validRef.current(fromQuery)) setSelected(fromQuery);
  }, [queryKey, location]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) selectInTabGroup(groupId, value);
    if (queryKey) {
      const url = new URL(window.location.href);
      url.searchParams.set(queryKey, value);
      window.history.replaceState(window.history.state, '', url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    tabRefs.current[next]?.focus();
    select(tabs[next]!.value);
  };

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  return (
    <div className={className ? `tabs-container ${className}` : 'tabs-container'}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          const attributes = items.find((item) => item.props.value === tab.value)?.props.attributes ?? {};
          return (
            <li
              {...attributes}
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              id={tabId(index)}
              aria-controls={panelId(index)}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={['tabs__item', isSelected ? 'tabs__item--active' : '', String(attributes.className ?? '')].filter(Boolean).join(' ')}
              onClick={() => select(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label ?? tab.value}
            </li>
          );
        })}
      </ul>
      <div className="tabs-panels">
        {items.map((item) => {
          const index = tabs.findIndex((tab) => tab.value === item.props.value);
          const isSelected = item.props.value === selected;
          if (lazy && !isSelected) return null;
          return cloneElement(item, {
            key: item.props.value,
            hidden: !isSelected,
            id: panelId(index),
            'aria-labelledby': tabId(index),
          });
        })}
      </div>
    </div>
  );
}
