// `@theme/CodeBlock` for a React page or component written for Docusaurus: the block markdown's
// fenced code draws (src/node/markdown/codeBlocks.ts), title, line numbers, and the wrap and copy
// buttons (codeBlockBehaviour.ts), but not its colours: markdown's code is highlighted when the
// site is built, and a React page's runs in the browser, where Folio ships no highlighter.
import type { ReactNode } from 'react';

export interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  /** true, or the number of the first line. */
  showLineNumbers?: boolean | number;
  className?: string;
}

const COPY_ICON = 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z';
const CHECK_ICON = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z';
const WRAP_ICON = 'M4 19h6v-2H4v2ZM20 5H4v2h16V5Zm-3 6H4v2h13.25a2 2 0 0 1 0 4H15v-2l-3 3 3 3v-2h2a4 4 0 0 0 0-8Z';

const Icon = ({ className, d }: { className: string; d: string }) => (
  <svg className={className} viewBox="0 0 24 24" width={18} height={18} aria-hidden="true">
    <path fill="currentColor" d={d} />
  </svg>
);

export default function CodeBlock({ children, language, title, showLineNumbers, className }: CodeBlockProps) {
  // `className="language-js"`, as MDX passes a fence's language, names it too.
  const lang = (language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text').toLowerCase();
  const code = (typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
  const first = typeof showLineNumbers === 'number' ? showLineNumbers : 1;
  return (
    <div className={`code-block language-${lang}${showLineNumbers ? ' code-block--line-numbers' : ''}`} data-lang={lang}>
      {title ? <div className="code-block-title">{title}</div> : null}
      <div className="code-block-content">
        <pre className="prism-code" tabIndex={0}>
          <code>
            {code.split('\n').map((line, index) => (
              <span className="code-line" key={index}>
                {showLineNumbers ? <span className="code-line-number" data-line={String(first + index)} /> : null}
                {line}
                {'\n'}
              </span>
            ))}
          </code>
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
