// The head tags `<Head>` children describe (`<title>`, `<meta>`, `<link>` …), as Folio's head
// tags: pure, so the conversion is tested without rendering.
import { Children, isValidElement, type ReactNode } from 'react';
import type { HeadTag } from '../../shared/types.js';

const HEAD_ELEMENTS = new Set<HeadTag['tag']>(['title', 'meta', 'link', 'script', 'style', 'base', 'html', 'body']);
/** React's names for the attributes whose HTML names differ. */
const HTML_NAMES: Record<string, string> = { className: 'class', httpEquiv: 'http-equiv', charSet: 'charset', hrefLang: 'hreflang', crossOrigin: 'crossorigin', itemProp: 'itemprop' };

/** The head tags among `children`; anything else (text, components) is left out. */
export function headTagsOf(children: ReactNode): HeadTag[] {
  const tags: HeadTag[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string' || !HEAD_ELEMENTS.has(child.type as HeadTag['tag'])) return;
    const attrs: Record<string, string> = {};
    let content: string | undefined;
    for (const [name, value] of Object.entries(child.props)) {
      if (name === 'children') content = textOf(value as ReactNode);
      else if (name === 'dangerouslySetInnerHTML') content = (value as { __html?: string } | null)?.__html;
      else if (typeof value === 'string' || typeof value === 'number') attrs[HTML_NAMES[name] ?? name] = String(value);
      else if (value === true) attrs[HTML_NAMES[name] ?? name] = '';
    }
    tags.push({ tag: child.type as HeadTag['tag'], attrs, ...(content !== undefined && { content }) });
  });
  return tags;
}

/** `<title>{name} | Docs</title>`'s text: React gives the pieces as an array. */
function textOf(children: ReactNode): string {
  let text = '';
  Children.forEach(children, (piece) => {
    if (typeof piece === 'string' || typeof piece === 'number') text += String(piece);
  });
  return text;
}
