import type { ErrorFallbackProps } from './ErrorBoundary.js';

/** Last resort when even the layout fails to render: no theme, just the error and a retry. */
export function TopLevelErrorFallback({ error, tryAgain }: ErrorFallbackProps) {
  return (
    <main style={{ padding: '2rem', fontFamily: 'system-ui, sans-serif' }}>
      <h1>Page Error</h1>
      <p>{error.message}</p>
      <button type="button" onClick={tryAgain}>
        Try again
      </button>
    </main>
  );
}
