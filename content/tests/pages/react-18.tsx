import {
  lazy,
  memo,
  Suspense,
  useDeferredValue,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
  type ComponentType,
} from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from 'folio/client';

export const meta = {
  title: 'React 18+ features',
  description: 'Concurrent React on a Folio page: useTransition, useDeferredValue, useId, Suspense with a lazily loaded component, and automatic batching.',
};

// ---------------------------------------------------------------------------------------------
// Data for the transition and deferred-value demos: a long, fixed list (same on server and client).

const WORDS = ['amber', 'birch', 'cedar', 'delta', 'ember', 'fjord', 'grove', 'harbor', 'island', 'juniper', 'kestrel', 'lagoon'];
const ITEMS = Array.from({ length: 3000 }, (_, index) => `${WORDS[index % WORDS.length]}-${WORDS[(index * 7) % WORDS.length]}-${index + 1}`);

/** Deliberately slow to render, so that a transition or a deferred value makes a visible difference. */
const SlowList = memo(function SlowList({ query, testId }: { query: string; testId: string }) {
  const start = performance.now();
  while (performance.now() - start < 20) {
    // Burn about 20 ms per render, like a heavy component would.
  }
  const matches = ITEMS.filter((item) => item.includes(query.trim().toLowerCase()));
  return (
    <div data-testid={testId}>
      <p className="tp-status">
        <strong>{matches.length}</strong> of {ITEMS.length} items match “{query}”
      </p>
      <ul className="tp-list">
        {matches.slice(0, 12).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
});

function TransitionDemo() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [isPending, startTransition] = useTransition();
  const id = useId();
  return (
    <div>
      <label className="tp-field" htmlFor={id}>
        Filter (urgent input, list updated in a transition)
        <input
          id={id}
          value={input}
          data-testid="transition-input"
          onChange={(event) => {
            setInput(event.target.value); // urgent: the input follows every key at once
            startTransition(() => setQuery(event.target.value)); // may be interrupted by the next key
          }}
        />
      </label>
      <p className="tp-status" data-testid="transition-pending">
        isPending: <strong>{isPending ? 'true' : 'false'}</strong>
      </p>
      <div className={isPending ? 'tp-pending' : undefined}>
        <SlowList query={query} testId="transition-list" />
      </div>
    </div>
  );
}

function DeferredDemo() {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text);
  const stale = text !== deferred;
  const id = useId();
  return (
    <div>
      <label className="tp-field" htmlFor={id}>
        Filter (the list reads a deferred copy of this value)
        <input id={id} value={text} data-testid="deferred-input" onChange={(event) => setText(event.target.value)} />
      </label>
      <p className="tp-status" data-testid="deferred-status">
        typed: “{text}”, deferred: “{deferred}”, stale: <strong>{stale ? 'true' : 'false'}</strong>
      </p>
      <div className={stale ? 'tp-pending' : undefined}>
        <SlowList query={deferred} testId="deferred-list" />
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// useId: ids that are the same in the server HTML and after hydration.

function IdField({ label }: { label: string }) {
  const id = useId();
  return (
    <div className="tp-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={`${id}-hint`} />
      <small id={`${id}-hint`} className="tp-muted">
        id: <code data-testid="use-id">{id}</code>
      </small>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Suspense + lazy: the component "loads" for 500 ms, in the browser only.

function LazyPanel() {
  return (
    <div className="tp-expect" data-testid="lazy-loaded">
      <p>
        <strong>Loaded.</strong> This panel comes from a component created with <code>React.lazy</code>. Its promise resolved 500 ms after
        the page was hydrated; until then the Suspense fallback showed.
      </p>
    </div>
  );
}

/** Created at module level; its loader runs only when the component first renders, in the browser. */
const LazyPanelLoader = lazy(
  () =>
    new Promise<{ default: ComponentType }>((resolve) => {
      setTimeout(() => resolve({ default: LazyPanel }), 500);
    }),
);

function LazyFallback() {
  return (
    <p className="tp-status" role="status" data-testid="lazy-fallback">
      Loading the lazy panel…
    </p>
  );
}

function SuspenseDemo() {
  // The server (and the first client render, which must match it) shows the fallback; only after
  // hydration does the lazy component render, so its 500 ms promise never runs on the server.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return <LazyFallback />;
  return (
    <Suspense fallback={<LazyFallback />}>
      <LazyPanelLoader />
    </Suspense>
  );
}

// ---------------------------------------------------------------------------------------------
// Automatic batching: two state updates in a timeout cause one commit, not two.

function BatchingDemo() {
  const [a, setA] = useState(0);
  const [b, setB] = useState(0);
  const commits = useRef(0);
  const output = useRef<HTMLElement>(null);

  // Counts commits without causing another render: written straight into an element React leaves empty.
  useIsomorphicLayoutEffect(() => {
    commits.current += 1;
    if (output.current) output.current.textContent = String(commits.current);
  });

  const [last, setLast] = useState<string>('none yet');

  const batched = () => {
    const before = commits.current;
    setTimeout(() => {
      setA((n) => n + 1);
      setB((n) => n + 1);
      setTimeout(() => setLast(`batched: ${commits.current - before} commit for 2 updates`), 50);
    }, 0);
  };

  const unbatched = () => {
    const before = commits.current;
    setTimeout(() => {
      flushSync(() => setA((n) => n + 1));
      flushSync(() => setB((n) => n + 1));
      setTimeout(() => setLast(`flushSync: ${commits.current - before} commits for 2 updates`), 50);
    }, 0);
  };

  return (
    <div>
      <p className="tp-row">
        <button type="button" className="button button--primary" data-testid="batch-button" onClick={batched}>
          Update a and b in a timeout
        </button>
        <button type="button" className="button" data-testid="flush-button" onClick={unbatched}>
          Same, with flushSync
        </button>
      </p>
      <p className="tp-status">
        a = <strong data-testid="batch-a">{a}</strong>, b = <strong data-testid="batch-b">{b}</strong>, commits so far:{' '}
        <strong data-testid="batch-commits" ref={output} />
      </p>
      <p className="tp-status" data-testid="batch-result">
        last click: {last}
      </p>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------

export default function React18Page() {
  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>React 18+ features</h1>
        <p className="tp-lead">
          Folio renders pages with React 18 and hydrates them with <code>hydrateRoot</code>, so the concurrent features of React work on any
          page. Each section below uses one of them and says what you should see.
        </p>
      </header>

      <section className="tp-section" aria-labelledby="use-transition">
        <h2 id="use-transition">useTransition</h2>
        <div className="tp-expect">
          <p>
            Type quickly in the field. The letters appear at once, even though the list below takes about 20 ms to render: the list update is
            a transition that React interrupts when you type again. While it is behind, <code>isPending</code> is <code>true</code> and the
            list is dimmed.
          </p>
        </div>
        <TransitionDemo />
      </section>

      <section className="tp-section" aria-labelledby="use-deferred-value">
        <h2 id="use-deferred-value">useDeferredValue</h2>
        <div className="tp-expect">
          <p>
            The same idea with a deferred value: the list renders with the previous text until React has time for the new one. While the two
            differ, <code>stale</code> is <code>true</code> and the list is dimmed. When you stop typing they agree.
          </p>
        </div>
        <DeferredDemo />
      </section>

      <section className="tp-section" aria-labelledby="use-id">
        <h2 id="use-id">useId</h2>
        <div className="tp-expect">
          <p>
            Each field below gets an id from <code>useId</code>, used by its label and its hint. The ids are the same in the server HTML and
            after hydration (no hydration warning), and differ from one field to the next. Clicking a label focuses its field.
          </p>
        </div>
        <div className="tp-row">
          <IdField label="First name" />
          <IdField label="Last name" />
        </div>
      </section>

      <section className="tp-section" aria-labelledby="suspense">
        <h2 id="suspense">Suspense and lazy</h2>
        <div className="tp-expect">
          <p>
            The server HTML shows <em>Loading the lazy panel…</em>. In the browser, after hydration, the lazy component starts loading; its
            promise resolves after 500 ms and the panel replaces the fallback. After client-side navigation away and back it appears at once,
            since React keeps the resolved component.
          </p>
        </div>
        <SuspenseDemo />
      </section>

      <section className="tp-section" aria-labelledby="batching">
        <h2 id="batching">Automatic batching</h2>
        <div className="tp-expect">
          <p>
            Since React 18, state updates made together are batched into one render, even outside event handlers. The first button sets two
            states inside a <code>setTimeout</code>: the commit count goes up by <strong>1</strong>. The second does the same with{' '}
            <code>flushSync</code> around each update, which forces a commit each: the count goes up by <strong>2</strong>. (Each result
            line also adds one commit of its own, not counted in the message.)
          </p>
        </div>
        <BatchingDemo />
      </section>
    </main>
  );
}
