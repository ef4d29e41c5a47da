// `@theme/Admonition` for a React page or component written for Docusaurus: the box markdown's
// `:::tip` draws (src/node/markdown/admonitions.ts), with the same classes, glyphs and titles.
import type { ReactNode } from 'react';
import { ADMONITION_ICON_PATHS, admonitionTypeOf, defaultAdmonitionTitle } from '../../src/shared/admonitions.js';

export interface AdmonitionProps {
  /** note, tip, info, warning, danger or caution (or an older alias: secondary, important, success). */
  type?: string;
  title?: ReactNode;
  /** In place of the type's glyph. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

export default function Admonition({ type = 'note', title, icon, className, children }: AdmonitionProps) {
  // An unknown type is drawn as an info box, as Docusaurus falls back to its own.
  const kind = admonitionTypeOf(type) ?? 'info';
  return (
    <div className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`} role="note">
      <div className="admonition-heading">
        <span className="admonition-icon">
          {icon ?? (
            <svg viewBox="0 0 16 16" width={16} height={16} fill="currentColor" aria-hidden="true" focusable="false">
              <path fillRule="evenodd" d={ADMONITION_ICON_PATHS[kind]} />
            </svg>
          )}
        </span>
        {title ?? defaultAdmonitionTitle(admonitionTypeOf(type) ? type : kind)}
      </div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}
