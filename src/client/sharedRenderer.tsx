// The server side of ServerMemoContext (context.ts): renders a shared part once per site data, key and part.
// Imported by the server entry only (it needs react-dom/server, which the browser never loads).
import { renderToString } from 'react-dom/server';
import type { SiteData } from '../shared/types.js';
import { partMarker, type PartCollector } from '../shared/partMarkers.js';
import { SiteContext, type RenderShared } from './context.js';

/** Per site data object (a dev server reload brings a new one), then per key and part. */
const sharedParts = new WeakMap<SiteData, WeakMap<object, Map<string, string>>>();

/**
 * Without `collect` a part's markup goes into the page; with it, the page gets a marker and
 * `collect.found` the markup.
 */
export function sharedRendererFor(site: SiteData, collect?: PartCollector): RenderShared {
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
    if (!collect) return html;
    collect.found.push(html);
    return partMarker(collect.prefix, collect.found.length - 1);
  };
}
