// `@theme/CodeBlock` for a React page or component written for Docusaurus: the block markdown's
// fenced code draws (src/node/markdown/codeBlocks.ts), title, line numbers, colours, and the wrap
// and copy buttons (codeBlockBehaviour.ts). The build colours the code with its own highlighter
// (CodeHighlightContext), so a page's HTML comes coloured and the browser keeps those colours as it
// hydrates; only code first rendered in the browser (after a client-side navigation) loads Prism,
// in a chunk of its own (highlightInBrowser.ts).
import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { CodeHighlightContext } from '../../src/client/codeHighlight.js';
import { SiteContext } from '../../src/client/context.js';
import { CHECK_ICON, COPY_ICON, WRAP_ICON } from '../../src/shared/codeBlockIcons.js';
import { DEFAULT_LANGUAGES, escapeCodeText, type HighlightLines } from '../../src/shared/codeTokens.js';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  /** true, or the number of the first line. */
  showLineNumbers?: boolean | number;
  className?: string;
}

const Icon = ({ className, d }: { className: string; d: string }) => (
  <svg className={className} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

/** The browser's highlighter once loaded: later blocks are coloured as they first render. */
let browserHighlight: HighlightLines | undefined;

/** The lines' markup, as markdown's blocks have it: a span per line, its number drawn by CSS from data-line. */
function linesHtml(code: string, tokens: string[] | undefined, showLineNumbers: boolean | number | undefined, first: number): string {
  return code
    .split('\n')
    .map((line, index) => `<span class="code-line">${showLineNumbers ? `<span class="code-line-number" data-line="${first + index}"></span>` : ''}${tokens?.[index] ?? escapeCodeText(line)}\n</span>`)
    .join('');
}

export default function CodeBlock({ children, language, title, showLineNumbers, className }: CodeBlockProps) {
  // `className="language-js"`, as MDX passes a fence's language, names it too.
  // Else the site's `prism.defaultLanguage`, as markdown's blocks have it.
  const site = useContext(SiteContext);
  const lang = (language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? site?.defaultCodeLanguage ?? 'text').toLowerCase();
  const code = (typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
  const first = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  const built = useContext(CodeHighlightContext);
  const [inBrowser, setInBrowser] = useState(() => browserHighlight);
  const highlight = built ?? inBrowser;
  const codeRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Coloured already: by the build (the page's HTML, kept by hydration) or by this highlighter.
    // Prism is loaded for a language it has (the default ones) only.
    if (highlight || !Object.hasOwn(DEFAULT_LANGUAGES, lang) || codeRef.current?.querySelector('.token')) return;
    let live = true;
    void import('./highlightInBrowser.js').then((loaded) => {
      browserHighlight = loaded.highlight;
      if (live) setInBrowser(() => loaded.highlight);
    });
    return () => {
      live = false;
    };
  }, [highlight, lang, code]);
  const html = linesHtml(code, highlight?.(code, lang), showLineNumbers, first);
  return (
    <div className={`code-block language-${lang}${showLineNumbers ? ' code-block--line-numbers' : ''}`} data-lang={lang}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-content">
        <pre className="prism-code" tabIndex={0}>
          {/* Markup, so the build's colours survive hydration: the browser's first render has
              none, and React leaves an element's inner HTML as the server wrote it. */}
          <code ref={codeRef} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
        </pre>
        <button type="button" className="code-wrap" aria-label="Toggle word wrap" title="Toggle word wrap" aria-pressed="false">
          <Icon className="code-wrap-icon" d={WRAP_ICON} />
        </button>
        <button type="button" className="code-copy" aria-label="Copy code to clipboard" title="Copy">
          <Icon className="code-copy-icon" d={COPY_ICON} />
          <Icon className="code-copied-icon" d={CHECK_ICON} />
        </button>
        <span className="code-copy-status visually-hidden" role="status" />
      </div>
    </div>
  );
}
