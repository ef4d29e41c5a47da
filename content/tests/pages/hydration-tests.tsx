import { useEffect, useState } from 'react';

export const meta = {
  title: 'Hydration tests',
  description: 'Content that renders the same on the server and in the browser, an indicator that turns to yes once React has hydrated, and a counter that only works after hydration.',
};

// Fixed instants, never the current time: the server and the browser must render the same text.
const RELEASES = [
  { name: 'First public build', at: Date.UTC(2021, 0, 4, 9, 30, 0) },
  { name: 'Leap-day fixture', at: Date.UTC(2024, 1, 29, 13, 5, 9) },
  { name: 'Year-end fixture', at: Date.UTC(2024, 11, 31, 23, 59, 59) },
];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `Thursday 29 February 2024, 13:05:09 UTC`. Written out by hand rather than with
 * `toLocaleString`, whose output depends on the time zone and the ICU data of each runtime.
 */
export function formatUtc(ms: number): string {
  const d = new Date(ms);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time} UTC`;
}

/** 1234567.891 → `1,234,567.89`, the same everywhere. */
export function formatNumber(value: number): string {
  const [whole, fraction] = value.toFixed(2).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export default function HydrationTests() {
  const [hydrated, setHydrated] = useState(false);
  const [count, setCount] = useState(0);

  // Effects never run on the server, so the server HTML says "no" and the browser flips it.
  useEffect(() => {
    setHydrated(true);
  }, []);

  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>Hydration tests</h1>
        <p className="tp-lead">
          This page is prerendered to HTML, then React hydrates it in the browser: it renders the same components again and attaches event
          handlers to the HTML that is already there. If the browser's first render differed from the server's, React would warn about a
          hydration mismatch in the console and redraw the page.
        </p>
      </header>

      <section className="tp-section" aria-labelledby="indicator">
        <h2 id="indicator">Hydration indicator</h2>
        <p className="tp-status" data-hydrated={hydrated ? 'true' : 'false'}>
          hydrated: <strong data-testid="hydrated">{hydrated ? 'yes' : 'no'}</strong>
        </p>
        <div className="tp-expect">
          <p>
            The page source (the server HTML) says <code>hydrated: no</code>. In the browser it turns to <code>hydrated: yes</code> as soon as
            the page's script has run. With JavaScript turned off it stays at <code>no</code>.
          </p>
        </div>
      </section>

      <section className="tp-section" aria-labelledby="counter">
        <h2 id="counter">A counter that needs hydration</h2>
        <p>
          The button is disabled in the server HTML; hydration enables it. Each click adds one. Before hydration, or without JavaScript, it
          does nothing.
        </p>
        <p className="tp-row">
          <button type="button" className="button button--primary" data-testid="hydration-counter" disabled={!hydrated} onClick={() => setCount((n) => n + 1)}>
            Clicked {count} {count === 1 ? 'time' : 'times'}
          </button>
          <button type="button" className="button" data-testid="hydration-counter-reset" disabled={!hydrated || count === 0} onClick={() => setCount(0)}>
            Reset
          </button>
        </p>
      </section>

      <section className="tp-section" aria-labelledby="stable">
        <h2 id="stable">Content that must match</h2>
        <p>
          Everything below is computed from fixed values during render, so the server and the browser produce the same text. None of it
          reads the clock, the time zone, the locale, <code>window</code> or a random number.
        </p>
        <table data-testid="fixed-dates">
          <thead>
            <tr>
              <th>Fixture</th>
              <th>Formatted date</th>
              <th>ISO string</th>
            </tr>
          </thead>
          <tbody>
            {RELEASES.map((release) => (
              <tr key={release.name}>
                <td>{release.name}</td>
                <td>{formatUtc(release.at)}</td>
                <td>
                  <code>{new Date(release.at).toISOString()}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          Numbers: <code>{formatNumber(1234567.891)}</code>, <code>{formatNumber(0.5)}</code>, <code>{formatNumber(-98765.4)}</code>.
        </p>
        <p>
          Days between the first and the last fixture:{' '}
          <strong>{Math.round((RELEASES[2]!.at - RELEASES[0]!.at) / 86_400_000)}</strong>.
        </p>
      </section>

      <section className="tp-section" aria-labelledby="pitfalls">
        <h2 id="pitfalls">What would break hydration</h2>
        <ul>
          <li>
            Rendering <code>new Date().toLocaleTimeString()</code> or <code>Date.now()</code>: the build and the visit happen at different times.
          </li>
          <li>
            Rendering <code>Math.random()</code>, or a value from <code>localStorage</code>, during the first render.
          </li>
          <li>
            Branching on <code>typeof window</code> while rendering. Read browser-only values in <code>useEffect</code> instead, as the
            indicator above does.
          </li>
        </ul>
      </section>
    </main>
  );
}
