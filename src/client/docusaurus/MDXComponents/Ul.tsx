// `@theme/MDXComponents/Ul`: a markdown list.
import type { HTMLAttributes } from 'react';

export default function Ul(props: HTMLAttributes<HTMLUListElement>) {
  return <ul {...props} />;
}
