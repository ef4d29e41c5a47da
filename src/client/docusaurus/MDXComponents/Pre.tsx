// `@theme/MDXComponents/Pre`: a fenced block's `<pre>`, whose `Code` child draws the whole block.
import type { ReactNode } from 'react';

export default function Pre({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
