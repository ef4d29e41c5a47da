// Hydrates server markup in happy-dom and collects what React reports: recoverable errors
// (hydration mismatches) and console errors. A test of server-only markup asserts none.
import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { vi } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export async function hydrate(serverHtml: string, element: ReactElement): Promise<{ container: HTMLElement; errors: unknown[] }> {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  try {
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { container, errors };
}
