// The server entry, bundled for Node and loaded by the prerender workers: make the app, go to
// a path, render to a string.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { kindsSync } from 'virtual:folio/registry';
import type { PageData, RenderedHead, SiteData } from '../shared/types.js';
import { App } from './App.js';
import { RenderedHeadContext, ServerMemoContext, ServerSharedDataContext } from './context.js';
import type { PartCollector } from '../shared/partMarkers.js';
import { sharedRendererFor } from './sharedRenderer.js';
import type { KindComponent } from './registry.js';
import { CodeHighlightContext } from './codeHighlight.js';
import type { HighlightLines } from '../shared/codeTokens.js';

export interface RenderInput {
  site: SiteData;
  page: PageData;
  shared: Record<string, unknown>;
  /** The URL path rendered (with base URL). */
  url: string;
  /** Shared parts go here, the page getting markers in their place (see sharedRenderer.tsx). */
  parts?: PartCollector;
  /** Every shared file of the build by URL, for checks only (see ServerSharedDataContext). */
  sharedByUrl?: Readonly<Record<string, unknown>>;
  /** The URLs of the shared files the render read go here. */
  consulted?: Set<string>;
  /** What the page's component says about its head goes here (see RenderedHeadContext). */
  head?: RenderedHead;
  /** The build's highlighter, for code a React page renders (see codeHighlight.ts). */
  highlight?: HighlightLines;
}

export function renderPage({ site, page, shared, url, parts, sharedByUrl, consulted, head, highlight }: RenderInput): string {
  const mod = kindsSync[page.kind];
  if (!mod) throw new Error(`No theme component registered for route kind "${page.kind}"`);
  if (!mod.default) throw new Error(`The page module for "${page.kind}" has no default export. Export the page component as default.`);
  const basename = site.baseUrl === '/' ? undefined : site.baseUrl.replace(/\/$/, '');
  const initial = { page, shared, Component: mod.default as KindComponent };
  const reader = sharedByUrl
    ? {
        read(sharedUrl: string) {
          consulted?.add(sharedUrl);
          return sharedByUrl[sharedUrl];
        },
      }
    : null;
  return renderToString(
    <ServerMemoContext.Provider value={sharedRendererFor(site, parts)}>
      <ServerSharedDataContext.Provider value={reader}>
        <RenderedHeadContext.Provider value={head ?? null}>
          <CodeHighlightContext.Provider value={highlight ?? null}>
            <StaticRouter location={url} basename={basename}>
              <App site={site} initial={initial} />
            </StaticRouter>
          </CodeHighlightContext.Provider>
        </RenderedHeadContext.Provider>
      </ServerSharedDataContext.Provider>
    </ServerMemoContext.Provider>,
  );
}

/** Metadata a `.tsx` page exports (`export const meta = { title, description }`). */
export function pageModuleInfo(kind: string): { meta?: Record<string, unknown>; subPaths?: string[]; metaFor?: (path: string) => Record<string, unknown> | undefined; hasDefault: boolean; defaultType?: string } {
  const mod = kindsSync[kind] as { default?: unknown; meta?: Record<string, unknown>; subPaths?: string[]; metaFor?: (path: string) => Record<string, unknown> | undefined } | undefined;
  const value = mod?.default;
  // A component is a function, or an object React made (memo, forwardRef, lazy). A file without
  // any `export` is bundled as CommonJS, whose default is its empty `module.exports`.
  const component = typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
  const defaultType = value === undefined || component ? undefined : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? (Object.keys(value).length ? 'an object' : 'an empty object') : `a ${typeof value}`;
  return { meta: mod?.meta, subPaths: mod?.subPaths, metaFor: mod?.metaFor, hasDefault: component, defaultType };
}
