import { useState, type ReactNode } from 'react';
import { Link } from 'folio/client';
import { ErrorCatcher } from './_components/ErrorCatcher.js';

export const meta = {
  title: 'Error boundary tests',
  description: 'Crash buttons in nested sections, each caught by the nearest error boundary and retried on its own, and one that crashes the whole page.',
  noindex: true,
};

interface BoundaryProps {
  /** Names the boundary in its fallback and in test ids. */
  name: string;
  children: ReactNode;
}

/**
 * A small error boundary of this page: shows which boundary caught what, and a Retry button
 * that clears the error so its children mount again (with fresh state).
 */
function TestErrorBoundary({ name, children }: BoundaryProps) {
  return (
    <ErrorCatcher
      fallback={(error, reset) => (
        <div className="tp-fallback" role="alert" data-testid={`fallback-${name}`}>
          <p className="tp-fallback__title">Boundary “{name}” caught an error</p>
          <p className="tp-fallback__message">{error.message}</p>
          <button type="button" className="button" data-testid={`retry-${name}`} onClick={reset}>
            Retry
          </button>
        </div>
      )}
    >
      {children}
    </ErrorCatcher>
  );
}

/** A counter (to see which state survives) and a button that makes it throw while rendering. */
function Crasher({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const [crashed, setCrashed] = useState(false);
  if (crashed) throw new Error(`Crasher "${name}" threw on purpose while rendering.`);
  return (
    <div className="tp-row">
      <button type="button" className="button" data-testid={`count-${name}`} onClick={() => setCount((n) => n + 1)}>
        Count: {count}
      </button>
      <button type="button" className="button button--primary" data-testid={`crash-${name}`} onClick={() => setCrashed(true)}>
        Crash “{name}”
      </button>
    </div>
  );
}

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="tp-box">
      <h3 className="tp-box__title">{title}</h3>
      {children}
    </div>
  );
}

export default function ErrorBoundaryTests() {
  const [pageCrashed, setPageCrashed] = useState(false);
  if (pageCrashed) {
    throw new Error('Error boundary tests: the whole page was crashed on purpose.', {
      cause: new Error('No boundary of the page itself wraps its root, so the theme\'s page boundary caught this.'),
    });
  }

  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>Error boundary tests</h1>
        <p className="tp-lead">
          Each <strong>Crash</strong> button makes one small component throw while it renders. The nearest error boundary above it catches the
          error and shows a red dashed box with the message and a <strong>Retry</strong> button. Everything outside that boundary keeps working
          and keeps its state.
        </p>
      </header>

      <div className="tp-expect">
        <p>How to use this page:</p>
        <ol>
          <li>Press a few <strong>Count</strong> buttons so the counters are not zero.</li>
          <li>Press a <strong>Crash</strong> button: only the box of the nearest boundary is replaced by a red dashed box.</li>
          <li>The other counters keep their numbers.</li>
          <li>
            <strong>Retry</strong> brings the crashed part back, with its counters at zero (it was mounted again).
          </li>
        </ol>
        <p>The browser console shows each caught error: they are thrown on purpose.</p>
      </div>

      <section className="tp-section" aria-labelledby="nested">
        <h2 id="nested">Nested boundaries</h2>
        <p>
          Boundary <em>outer</em> holds a crasher and boundary <em>inner</em>. Crashing <em>inner</em> replaces only the inner box. Crashing{' '}
          <em>outer</em> replaces the whole outer box, the inner one included.
        </p>
        <TestErrorBoundary name="outer">
          <Box title="Outer section (boundary “outer”)">
            <Crasher name="outer" />
            <TestErrorBoundary name="inner">
              <Box title="Inner section (boundary “inner”)">
                <Crasher name="inner" />
              </Box>
            </TestErrorBoundary>
          </Box>
        </TestErrorBoundary>
      </section>

      <section className="tp-section" aria-labelledby="siblings">
        <h2 id="siblings">Sibling boundaries</h2>
        <p>Three boxes side by side, each with a boundary of its own. A crash in one leaves the two others alone.</p>
        <div className="tp-boxes">
          {['left', 'middle', 'right'].map((name) => (
            <TestErrorBoundary key={name} name={name}>
              <Box title={`Boundary “${name}”`}>
                <Crasher name={name} />
              </Box>
            </TestErrorBoundary>
          ))}
        </div>
      </section>

      <section className="tp-section" aria-labelledby="deep">
        <h2 id="deep">A crash deep inside</h2>
        <p>
          The crasher below sits three levels down with no boundary of its own; the error travels up to boundary <em>deep</em>, which replaces
          all three levels.
        </p>
        <TestErrorBoundary name="deep">
          <Box title="Level 1 (boundary “deep”)">
            <Box title="Level 2">
              <Box title="Level 3">
                <Crasher name="deep" />
              </Box>
            </Box>
          </Box>
        </TestErrorBoundary>
      </section>

      <section className="tp-section" aria-labelledby="whole-page">
        <h2 id="whole-page">Crash the whole page</h2>
        <p>
          This button makes the page component itself throw. None of the boundaries above wraps it, so the theme's page boundary catches it:
          the page shows <strong>This page crashed.</strong> with a <strong>Try again</strong> button and the message with its cause, and the
          navbar and footer stay. The same screen is tested on its own by the <Link to="/tests/pages/crashTest">crash test</Link>.
        </p>
        <button type="button" className="button button--primary" data-testid="crash-page" onClick={() => setPageCrashed(true)}>
          Crash the whole page
        </button>
      </section>
    </main>
  );
}
