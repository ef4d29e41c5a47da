// `@theme/Heading`: a heading with the anchor link markdown headings get (see headingIds.ts).
import type { HTMLAttributes } from 'react';

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export default function Heading({ as: As, id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as: HeadingLevel }) {
  if (As === 'h1' || !id) return <As id={id} {...rest}>{children}</As>;
  const label = typeof children === 'string' ? `Direct link to ${children}` : 'Direct link to heading';
  return (
    <As id={id} {...rest}>
      {children}
      <a href={`#${id}`} className="hash-link" aria-label={label} title={label}>
        {'\u200B'}
      </a>
    </As>
  );
}
