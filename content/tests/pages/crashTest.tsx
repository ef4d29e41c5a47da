import { useState } from 'react';
import { Link } from 'folio/client';

export const meta = {
  title: 'Crash test',
  description: 'A page whose component throws while rendering when asked to, to show the theme\'s "This page crashed." screen and its Try again button.',
  noindex: true,
};

/** The message the crash shows; the e2e test looks for it. */
export const CRASH_MESSAGE = 'Crash test: this error was thrown on purpose by the "Crash this page" button.';
export const CRASH_CAUSE = 'The crash test page flipped its "crashed" state and threw during its next render.';

export default function CrashTest() {
  const [crashed, setCrashed] = useState(false);

  // Throwing during render (not in the click handler) is what an error boundary catches.
  if (crashed) {
    throw new Error(CRASH_MESSAGE, { cause: new Error(CRASH_CAUSE) });
  }

  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>Crash test</h1>
        <p className="tp-lead">
          The button below makes this page's component throw an error while it renders. The theme's error boundary, which wraps every page
          inside the layout, catches it.
        </p>
      </header>

      <div className="tp-expect">
        <p>After pressing the button you should see, in place of this text:</p>
        <ul>
          <li>
            the heading <strong>This page crashed.</strong>;
          </li>
          <li>
            a <strong>Try again</strong> button;
          </li>
          <li>
            the error message, <code>{CRASH_MESSAGE}</code>, followed by its cause, <code>Cause: {CRASH_CAUSE}</code>;
          </li>
          <li>the navbar and the footer, unchanged: only the page content is replaced.</li>
        </ul>
        <p>
          <strong>Try again</strong> renders the page anew, so this text and the button come back. Navigating to another page also clears the
          error. The browser console shows the error once: it was thrown on purpose.
        </p>
      </div>

      <p style={{ marginTop: '1.5rem' }}>
        <button type="button" className="button button--primary" data-testid="crash-button" onClick={() => setCrashed(true)}>
          Crash this page
        </button>
      </p>

      <p className="tp-muted">
        For crashes contained in one part of a page, see the <Link to="/tests/pages/error-boundary-tests">error boundary tests</Link>.
      </p>
    </main>
  );
}
