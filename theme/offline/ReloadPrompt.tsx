import { useEffect, useRef } from 'react';

export interface ReloadPromptProps {
  /** Switch to the new version (the page reloads). */
  onReload(): void;
  onClose(): void;
}

/**
 * Offers the new version of the site once its service worker is waiting. A small non-modal
 * dialog: it announces itself politely and never takes focus from what the reader is doing.
 */
export function ReloadPrompt({ onReload, onClose }: ReloadPromptProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div ref={ref} className="reload-prompt" role="dialog" aria-modal="false" aria-labelledby="reload-prompt-title" aria-describedby="reload-prompt-text">
      <p id="reload-prompt-title" className="reload-prompt__title" aria-live="polite">
        New version available
      </p>
      <p id="reload-prompt-text" className="reload-prompt__text">
        Refresh to read the latest version of this site.
      </p>
      <div className="reload-prompt__actions">
        <button type="button" className="reload-prompt__reload" onClick={onReload}>
          Refresh
        </button>
        <button type="button" className="reload-prompt__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
    </div>
  );
}
