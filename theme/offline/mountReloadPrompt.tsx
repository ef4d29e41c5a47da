import { createRoot } from 'react-dom/client';
import { ReloadPrompt } from './ReloadPrompt.js';

/** Shows the reload prompt in its own React root at the end of the body, outside the page's tree. */
export function mountReloadPrompt(activate: () => void): void {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const close = () => {
    root.unmount();
    container.remove();
  };
  root.render(<ReloadPrompt onReload={activate} onClose={close} />);
}
