// The server side of ServerMemoContext (context.ts): renders a shared part once per site data, key and part.
// Imported by the server entry only (it needs react-dom/server, which the browser never loads).
import { renderToString } from 'react-dom/server';
import type { SiteData } from '../shared/types.js';
import { SiteContext, type RenderShared } from './context.js';

/** Per site data object (a dev server reload brings a new one), then per key and part. */
const sharedParts = new WeakMap<SiteData, WeakMap<object, Map<string, string>>>();

/** `onPart` hears the markup of every part a page uses, in the order the page asks for them. */
export function sharedRendererFor(site: SiteData, onPart?: (html: string) => void): RenderShared {
  const byKey = sharedParts.get(site) ?? new WeakMap<object, Map<string, string>>();
  sharedParts.set(site, byKey);
  return (key, part, render) => {
    let byPart = byKey.get(key);
    if (!byPart) byKey.set(key, (byPart = new Map()));
    let html = byPart.get(part);
    if (html === undefined) {
      // React's own renderer, so the markup is what rendering the part inline writes.
      html = renderToString(<SiteContext.Provider value={site}>{render()}</SiteContext.Provider>);
      byPart.set(part, html);
    }
    onPart?.(html);
    return html;
  };
}
