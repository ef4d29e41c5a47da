// `@theme/CodeBlock` for a React page or component written for Docusaurus: the block markdown's
// fenced code draws (src/node/markdown/codeBlocks.ts), title, line numbers, and the wrap and copy
// buttons (codeBlockBehaviour.ts), but not its colours: markdown's code is highlighted when the
// site is built, and a React page's runs in the browser, where Folio ships no highlighter.
import type { ReactNode } from 'react';
import { CHECK_ICON, COPY_ICON, WRAP_ICON } from '../../src/shared/codeBlockIcons.js';

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
