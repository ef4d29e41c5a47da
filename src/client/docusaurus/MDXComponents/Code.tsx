// `@theme/MDXComponents/Code`: inline code, or a code block for a `language-…` class or code of
// several lines, as Docusaurus's theme tells them apart.
import type { HTMLAttributes, ReactNode } from 'react';
import CodeBlock from '../../../../theme/docusaurus/CodeBlock.js';

export default function Code({ children, className, ...rest }: HTMLAttributes<HTMLElement> & { children?: ReactNode }) {
  const inline = typeof children === 'string' && !children.includes('\n') && !/(?:^|\s)language-/.test(className ?? '');
  if (inline) return <code className={className} {...rest}>{children}</code>;
  return <CodeBlock className={className}>{children}</CodeBlock>;
}
