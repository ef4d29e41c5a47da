import { useRef } from 'react';
import type { ErrorFallbackProps } from '../src/client/ErrorBoundary.js';
import { useIsomorphicLayoutEffect } from '../src/client/layoutEffect.js';

function causes(error: unknown): Error[] {
  const list: Error[] = [];
  let current: unknown = error;
  while (current instanceof Error && list.length < 5) {
    list.push(current);
    current = (current as Error & { cause?: unknown }).cause;
  }
  return list;
}

/** Shown in place of a page whose render threw. */
export default function ErrorPage({ error, tryAgain }: ErrorFallbackProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page crashed where the reader was, maybe far down it: its message replaces the whole
  // page, so the view goes back to the top where the message is (on a phone it was off screen),
  // before it is painted: nothing moves under the reader's next tap. The element that had focus
  // (the control that crashed it) is gone, which would leave focus on <body>: it goes to the
  // heading, from where Tab reaches Try again.
  useIsomorphicLayoutEffect(() => {
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, []);
  // The alert is inside <main>: as the role of <main> itself it replaced the page's main landmark.
  return (
    <main className="container page-padding error-page">
      <div role="alert">
        <h1 ref={heading} tabIndex={-1}>
          This page crashed.
        </h1>
        <button type="button" className="button button--primary" onClick={tryAgain}>
          Try again
        </button>
        <div className="error-page__details">
          {causes(error).map((cause, index) => (
            <p key={index} className="error-page__message">
              {index > 0 ? 'Cause: ' : ''}
              {cause.message}
            </p>
          ))}
        </div>
      </div>
    </main>
  );
}
