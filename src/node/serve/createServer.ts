// Serves a built site the way a static host would: compression, 404.html with status 404,
// the site's trailing-slash rule, long caching for content-hashed assets, 304s with their ETag
// and Cache-Control, and nothing outside the build folder (sirv resolves paths inside its root
// only).
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { namesFile, stripBase } from '../../shared/url.js';
import { answerNotModified } from './notModified.js';
import { readServeInfo } from './serveInfo.js';

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
}

/** Where a request should be redirected to satisfy the trailing-slash rule, if anywhere. */
export function trailingSlashRedirect(pathname: string, rule: boolean | undefined, isFile: boolean): string | undefined {
  if (rule === undefined || pathname === '/' || isFile || namesFile(pathname)) return undefined;
  if (rule && !pathname.endsWith('/')) return `${pathname}/`;
  if (!rule && pathname.endsWith('/')) return pathname.replace(/\/+$/, '');
  return undefined;
}

/** `/a/b.html` and `/a/b/index.html` → `/a/b`; undefined for other paths (and for `/index.html`). */
export function htmlSuffixStripped(pathname: string): string | undefined {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  return stripped === pathname || stripped === '' ? undefined : stripped;
}

/**
 * A folder named by a content hash (`/__folio/search/{hash}/`), or a file whose name ends in one
 * before its extension, after `-` or `.` and maybe followed by an image width
 * (`site-{hash}.json`, `icon-192.{hash}.png`, `{name}-{hash}-640w.webp`). The build's hashes are
 * hex, 8 or 10 digits (`contentHash`, `iconHash`).
 */
const HASHED_NAME = /^(?:[0-9a-f]{8,}|.+[-.][0-9a-f]{8,}(?:-\d+w)?\.[A-Za-z0-9]+)$/;

/**
 * The folders whose file and folder names the build chooses: `/__folio/` but for the page data,
 * named after the pages' paths (`/__folio/data/docs/deadbeef.json` is no hash), and the files
 * markdown references. Elsewhere a name is the author's, whatever it looks like.
 */
const BUILD_NAMED = /^\/(?:__folio\/(?!data\/)|assets\/(?:images|files)\/)/;

/**
 * A vendored package's folder (`/__folio/vendor/mermaid-11.17.2/`): named for the installed
 * version, so its files never change at their URLs.
 */
const VENDOR_VERSION_FOLDER = /^\/__folio\/vendor\/[^/]+-\d+\.\d+\.\d+[^/]*\//;

/**
 * Files whose URL changes with their content, cached for a year: the app's code and styles
 * (esbuild's hashes, not hex: the whole folder), vendored packages, and every file below the
 * build's own folders whose name or folder is a content hash: shared data, site data, the search
 * index's shards, the app icons, and the images and files markdown references.
 */
export function isContentHashed(pathname: string): boolean {
  if (pathname.startsWith('/__folio/assets/') || VENDOR_VERSION_FOLDER.test(pathname)) return true;
  return BUILD_NAMED.test(pathname) && pathname.split('/').some((segment) => HASHED_NAME.test(segment));
}

/** A path through a dot folder or to a dot file (`/.git/config`, `/%2Eenv`), `.well-known` aside. */
export function isDotPath(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  return /\/\.(?!well-known(?:\/|$))/.test(decoded);
}

/**
 * `/docs/intro/index` (below the base URL) when it names no page of its own but the file of the
 * page at `/docs/intro`, which a lookup with `.html` added would serve: where to send the reader,
 * the page's own address, as hosts with clean URLs do (serve-handler, behind `docusaurus serve`).
 * Served as is, the page showed at an address no route has.
 */
export function indexRedirect(dir: string, inner: string, site: { baseUrl: string; trailingSlash?: boolean }): string | undefined {
  if (!inner.endsWith('/index')) return undefined;
  let file = inner;
  try {
    file = decodeURIComponent(inner);
  } catch {
    return undefined;
  }
  if (existsSync(path.join(dir, file, 'index.html')) || !existsSync(path.join(dir, `${file}.html`))) return undefined;
  const page = inner.slice(0, -'/index'.length);
  if (page === '') return site.baseUrl;
  return site.baseUrl.replace(/\/$/, '') + page + (site.trailingSlash ? '/' : '');
}

export function createStaticServer(options: Pick<ServeOptions, 'dir'>): http.Server {
  const dir = path.resolve(options.dir);
  const info = readServeInfo(dir);
  const notFoundPage = path.join(dir, '404.html');
  const compress = compression();
  const files = sirv(dir, {
    // Look each file up when it is asked for. sirv's production mode lists the folder once at
    // start-up, so after a rebuild swapped build/ the server answered 404 for every new hashed
    // asset and sent changed pages with the old file's Content-Length (unstyled, cut-off pages
    // until a restart). A preview server's stat per request costs nothing worth that.
    dev: true,
    etag: true,
    extensions: ['html'],
    dotfiles: false,
    setHeaders(res, pathname) {
      if (isContentHashed(pathname)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (pathname === '/sw.js') {
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Service-Worker-Allowed', info.baseUrl);
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      }
    },
  });
  const notFound = (res: http.ServerResponse) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : 'Not found');
  };
  return http.createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const inner = stripBase(url.pathname, info.baseUrl);
      if (inner === undefined) return notFound(res);
      const redirect = trailingSlashRedirect(url.pathname, info.trailingSlash, false);
      if (redirect && !url.pathname.startsWith(`${info.baseUrl}__folio/`)) {
        res.statusCode = 301;
        res.setHeader('Location', redirect + url.search);
        return res.end();
      }
      // sirv's per-request lookup does not apply `dotfiles: false`; a static host serves none.
      if (isDotPath(inner)) return notFound(res);
      // `/404` is no page: the not-found page, with its status. (`/404.html` itself stays a file
      // with status 200: the service worker precaches it.)
      if (inner === '/404') return notFound(res);
      const clean = indexRedirect(dir, inner, info);
      if (clean) {
        res.statusCode = 301;
        res.setHeader('Location', clean + url.search);
        return res.end();
      }
      req.url = inner + url.search;
      answerNotModified(req, res);
      files(req, res, () => {
        // `/docs/intro.html` or `/docs/intro/index.html` with no such file: the page at
        // `/docs/intro`, as hosts with clean URLs answer (the app strips the suffix too, SPEC §2).
        const page = htmlSuffixStripped(inner);
        if (page === undefined) return notFound(res);
        req.url = page + url.search;
        files(req, res, () => notFound(res));
      });
    });
  });
}
