import { useColorMode } from './hooks/useColorMode.js';

export function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  const label = `Switch between dark and light mode (currently ${colorMode} mode)`;
  return (
    <button
      type="button"
      className={`color-mode-toggle ${className ?? ''}`}
      title={label}
      aria-label={label}
      aria-live="polite"
      onClick={() => setColorMode(next)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="icon-sun">
        <path fill="currentColor" d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5a1 1 0 011 1v1a1 1 0 11-2 0V3a1 1 0 011-1zm0 17a1 1 0 011 1v1a1 1 0 11-2 0v-1a1 1 0 011-1zM4.2 4.2a1 1 0 011.4 0l.7.7a1 1 0 11-1.4 1.4l-.7-.7a1 1 0 010-1.4zm13.5 13.5a1 1 0 011.4 0l.7.7a1 1 0 11-1.4 1.4l-.7-.7a1 1 0 010-1.4zM2 12a1 1 0 011-1h1a1 1 0 110 2H3a1 1 0 01-1-1zm17 0a1 1 0 011-1h1a1 1 0 110 2h-1a1 1 0 01-1-1zM4.9 19.1a1 1 0 010-1.4l.7-.7a1 1 0 111.4 1.4l-.7.7a1 1 0 01-1.4 0zM17.7 6.3a1 1 0 010-1.4l.7-.7a1 1 0 111.4 1.4l-.7.7a1 1 0 01-1.4 0z" />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="icon-moon">
        <path fill="currentColor" d="M9.4 2.2a1 1 0 01.2 1.1A8 8 0 0020.7 14.4a1 1 0 011.3 1.3A10 10 0 118.3 2a1 1 0 011.1.2z" />
      </svg>
    </button>
  );
}
