// A mermaid diagram. The server (and a browser without JavaScript) shows the source; in the
// browser, mermaid is imported lazily (its own chunk, loaded only by pages with diagrams) and
// the diagram is drawn in the current colour mode, again whenever `data-theme` changes.
import { useEffect, useId, useState } from 'react';

export interface MermaidProps {
  /** The diagram source. */
  code: string;
}

type State = { svg: string } | { error: string } | undefined;

// Mermaid's dark theme puts its edge labels (#ccc text) on #585858, 4.43:1: below WCAG AA. A
// slightly darker label box gives 5.0:1 and still stands out from the page and the nodes.
const DARK_THEME_VARIABLES = { edgeLabelBackground: '#505050' };
// Its default (light) theme writes a Gantt chart's task names in white on #8a90dd bars, 2.95:1;
// the page's text colour there gives 5.7:1. Everything else keeps mermaid's colours.
const LIGHT_THEME_VARIABLES = { taskTextColor: '#1c1e21' };

function mermaidConfig(mode: 'dark' | 'light') {
  return mode === 'dark'
    ? { startOnLoad: false, theme: 'dark' as const, themeVariables: DARK_THEME_VARIABLES }
    : { startOnLoad: false, theme: 'default' as const, themeVariables: LIGHT_THEME_VARIABLES };
}

function colourMode(): 'dark' | 'light' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

let renderCount = 0;

/**
 * Diagrams drawn in this tab, by colour mode and source. Back on a page (markdown mounts afresh
 * on each page) its diagrams show at once at their drawn height, so the browser's restored scroll
 * position is still on the text it was on; drawn again, each pushed that text down by the
 * difference between its source and its drawing (217 px on the diagrams test page).
 */
const drawn = new Map<string, string>();
const drawnKey = (mode: 'dark' | 'light', code: string) => `${mode}\n${code}`;

export function Mermaid({ code }: MermaidProps) {
  const id = useId().replace(/[^\w-]/g, '');
  // Never while hydrating: the first load's map is empty, so the render matches the server's.
  const [state, setState] = useState<State>(() => {
    const svg = typeof document === 'undefined' ? undefined : drawn.get(drawnKey(colourMode(), code));
    return svg === undefined ? undefined : { svg };
  });
  const [mode, setMode] = useState<'dark' | 'light' | undefined>();

  useEffect(() => {
    setMode(colourMode());
    const observer = new MutationObserver(() => setMode(colourMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!mode) return undefined;
    const known = drawn.get(drawnKey(mode, code));
    if (known !== undefined) {
      setState({ svg: known });
      return undefined;
    }
    let cancelled = false;
    void (async () => {
      try {
        const { default: mermaid } = await import('mermaid');
        mermaid.initialize(mermaidConfig(mode));
        await mermaid.parse(code);
        const { svg } = await mermaid.render(`mermaid-${id}-${++renderCount}`, code);
        drawn.set(drawnKey(mode, code), svg);
        if (!cancelled) setState({ svg });
      } catch (error) {
        if (!cancelled) setState({ error: error instanceof Error ? error.message : String(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [code, mode, id]);

  if (state && 'svg' in state) {
    return <div className="mermaid-diagram" dangerouslySetInnerHTML={{ __html: state.svg }} />;
  }
  return (
    <div className="mermaid-diagram">
      {state && 'error' in state ? (
        <div className="mermaid-error" role="alert">
          <strong>Invalid diagram:</strong> {state.error}
        </div>
      ) : null}
      <pre className="mermaid-source">{code}</pre>
    </div>
  );
}
