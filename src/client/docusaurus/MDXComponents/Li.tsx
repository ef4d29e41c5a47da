// `@theme/MDXComponents/Li`: a markdown list item.
import type { LiHTMLAttributes } from 'react';

export default function Li(props: LiHTMLAttributes<HTMLLIElement>) {
  return <li {...props} />;
}
