// `@docusaurus/Head` in a React page brought over from a Docusaurus site: its `<title>`, `<meta>`
// and `<link>` children become the page's head tags. The server render hands them to the build
// (see RenderedHeadContext), which writes them into the page's HTML and data; the browser renders
// nothing here.
import { useContext, type ReactNode } from 'react';
import { RenderedHeadContext } from '../context.js';
import { headTagsOf } from './headTags.js';

export default function Head({ children }: { children?: ReactNode }) {
  const head = useContext(RenderedHeadContext);
  if (head) head.tags.push(...headTagsOf(children));
  return null;
}
