// `npm start`: serves the site from memory, rendering each page when it is requested. A saved
// markdown file is recompiled alone (every other file comes from the in-memory cache), the
// route table is rebuilt, and open browsers refetch the page data in place; theme or config
// edits rebuild the bundles and reload. Errors go to the terminal and to an overlay.
import { watch, type FSWatcher } from 'node:fs';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import sirv from 'sirv';
import type { SiteData } from '../../shared/types.js';
import { dataPathFor, normalizePath, stripBase, stripHtmlSuffix, withBase } from '../../shared/url.js';
import { bundleServer, createClientBundler, type InMemoryClientBundle } from '../bundle/bundleApp.js';
import { loadConfig, type LoadedConfig } from '../config/loadConfig.js';
import { formatDiagnostic, isBuildError, type Diagnostic } from '../errors.js';
import { createLogger, type Logger } from '../build/logger.js';
import { loadSite, type LoadedSite } from '../build/loadSite.js';
import { createMarkdownService, type MarkdownService } from '../build/markdownService.js';
import { createSiteData } from '../build/siteData.js';
import { CACHE_DIR, globalHeadTags, pageDataOf, registryModules, repoRoot, themeDir } from '../build/sitePieces.js';
import { renderDocument } from '../prerender/renderBatch.js';
import { VENDOR_DIR, vendorFolders } from '../bundle/vendor.js';
import { SEARCH_INDEX_DIR, searchIndexFiles, searchIndexUrlFor } from '../plugins/search/index.js';
import type { RouteInput } from '../plugins/types.js';
import { createMemoryMarkdownCache } from './memoryMarkdownCache.js';
import { stylesheet } from '../../../theme/kinds.js';

export interface DevServerOptions {
  configPath: string;
  port: number;
  host: string;
  logger?: Logger;
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

interface SiteState {
  loaded: LoadedSite;
  /** The local search index, built on the first search request after each change. */
  searchFiles?: Map<string, string>;
  byPath: Map<string, RouteInput>;
  site: SiteData;
  siteJson: string;
  assets: Map<string, string>;
}

const DEV_CLIENT_URL = '/__folio/dev-client.js';
const EVENTS_URL = '/__folio/events';
/** Let a burst of file events (an editor's save) settle before rebuilding. */
const DEBOUNCE_MS = 40;

function errorDiagnostics(error: unknown): Diagnostic[] {
  if (isBuildError(error)) return error.diagnostics;
  return [{ what: error instanceof Error ? error.message : String(error), fix: 'See the terminal for the stack trace.' }];
}

async function bundleDevClient(): Promise<string> {
  const result = await esbuild({ entryPoints: [path.join(repoRoot, 'src/client/dev/devClient.ts')], bundle: true, write: false, format: 'iife', target: 'es2020', minify: true, logLevel: 'silent' });
  return result.outputFiles[0]!.text;
}

export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const logger = options.logger ?? createLogger();
  const started = performance.now();
  let loadedConfig: LoadedConfig = await loadConfig(options.configPath);
  const markdownCache = createMemoryMarkdownCache();
  let markdown: MarkdownService = createMarkdownService({ threads: 0, cache: markdownCache, prismLanguages: loadedConfig.config.themeConfig.prism.additionalLanguages });
  let state: SiteState | undefined;
  let error: Diagnostic[] | undefined;
  let client: InMemoryClientBundle | undefined;
  let bundler: Awaited<ReturnType<typeof createClientBundler>> | undefined;
  let serverFile = '';
  let bundleVersion = 0;
  const devClient = await bundleDevClient();
  const listeners = new Set<http.ServerResponse>();

  const send = (event: Record<string, unknown>) => {
    for (const res of listeners) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  const report = (problems: Diagnostic[]) => {
    error = problems;
    for (const problem of problems) console.error(formatDiagnostic(problem));
    send({ type: 'error', problems });
  };

  const loadState = async (): Promise<SiteState> => {
    const { config, siteDir } = loadedConfig;
    const loaded = await loadSite({ config, siteDir, mode: 'development', logger, markdown, plugins: state?.loaded.plugins });
    const site = createSiteData(config, loaded.docsGlobal, { deployPreview: false, searchIndexUrl: searchIndexUrlFor(config) });
    const assets = new Map<string, string>();
    for (const result of loaded.results) for (const asset of result.assets ?? []) assets.set(decodeURI(asset.url), asset.absPath);
    return { loaded, byPath: new Map(loaded.routes.map((route) => [route.path, route])), site, siteJson: JSON.stringify(site), assets };
  };

  const rebuildBundles = async () => {
    const { config, siteDir } = loadedConfig;
    const modules = registryModules(config, siteDir, state?.loaded.results ?? []);
    await bundler?.dispose();
    bundler = await createClientBundler({ modules, stylesheet: path.join(themeDir, stylesheet), outDir: path.join(CACHE_DIR, 'dev'), baseUrl: config.baseUrl });
    bundleVersion += 1;
    serverFile = path.join(CACHE_DIR, `dev-ssr-${process.pid}-${bundleVersion}.mjs`);
    [client] = await Promise.all([bundler.rebuild(), bundleServer({ modules, outFile: serverFile })]);
  };

  const fullReload = async () => {
    try {
      state = await loadState();
      await rebuildBundles();
      error = undefined;
      send({ type: 'reload' });
    } catch (caught) {
      report(errorDiagnostics(caught));
    }
  };

  /** Content edit: rebuild the route table, tell browsers which pages changed. */
  const contentChanged = async () => {
    const before = state;
    const startedAt = performance.now();
    try {
      const next = await loadState();
      const changed: string[] = [];
      const paths = new Set([...next.byPath.keys(), ...(before?.byPath.keys() ?? [])]);
      for (const routePath of paths) {
        const a = before?.byPath.get(routePath);
        const b = next.byPath.get(routePath);
        if (!a || !b || JSON.stringify(pageDataOf(a)) !== JSON.stringify(pageDataOf(b))) changed.push(routePath);
      }
      const kindsChanged = before && next.loaded.results.some((result, index) => JSON.stringify(result.modules ?? {}) !== JSON.stringify(before.loaded.results[index]?.modules ?? {}));
      const siteChanged = before?.siteJson !== next.siteJson;
      state = next;
      const hadError = error !== undefined;
      error = undefined;
      if (kindsChanged) return fullReload();
      send(hadError || siteChanged ? { type: 'reload' } : { type: 'update', paths: changed });
      logger.info(`updated ${changed.length} page${changed.length === 1 ? '' : 's'} in ${(performance.now() - startedAt).toFixed(0)} ms`);
    } catch (caught) {
      report(errorDiagnostics(caught));
    }
  };

  await fullReload();

  const staticFiles = loadedConfig.config.staticDirectories.map((dir) => sirv(path.resolve(loadedConfig.siteDir, dir), { dev: true, dotfiles: false }));
  const katex = sirv(path.join(repoRoot, 'node_modules/katex/dist'), { dev: true });
  const vendor = sirv(path.join(CACHE_DIR, 'vendor'), { dev: true });
  await vendorFolders(CACHE_DIR);

  const renderHtml = async (route: RouteInput | undefined, requested: string): Promise<{ status: number; html: string }> => {
    if (!state || !client) throw new Error('The site is not loaded yet');
    const { config } = loadedConfig;
    const page = route ? pageDataOf(route) : { path: requested, kind: 'notFound', title: 'Page Not Found', props: {}, noindex: true };
    const { html } = await renderDocument(
      {
        serverBundle: serverFile,
        site: state.site,
        assets: { entry: client.entry, stylesheet: client.stylesheet, modulePreloads: client.entryImports, siteDataUrl: withBase('/__folio/site.json', config.baseUrl), featureStyles: { math: withBase('/__folio/katex/katex.min.css', config.baseUrl) } },
        kindChunks: client.kindChunks,
        globalHead: globalHeadTags(config, state.loaded.results),
        noIndexSite: true,
        sharedByUrl: Object.fromEntries(state.loaded.shared),
      },
      { page, dataFile: route ? dataPathFor(route.path).slice(1) : null, staticHtml: route?.staticHtml },
      `<script src="${DEV_CLIENT_URL}"></script>`,
    );
    return { status: route ? 200 : 404, html };
  };

  const errorPage = (problems: Diagnostic[]) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Build error | Folio</title></head><body><script>window.__FOLIO_DEV_ERROR__=${JSON.stringify(problems).replace(/</g, '\\u003c')}</script><script src="${DEV_CLIENT_URL}"></script></body></html>`;

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { config } = loadedConfig;
    const pathname = decodeURIComponent(url.pathname);
    const inner = stripBase(pathname, config.baseUrl) ?? pathname;
    const json = (body: string) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    };
    try {
      if (inner === EVENTS_URL) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
        res.write(`data: ${JSON.stringify(error ? { type: 'error', problems: error } : { type: 'ok' })}\n\n`);
        listeners.add(res);
        req.on('close', () => listeners.delete(res));
        return;
      }
      if (inner === DEV_CLIENT_URL) {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        return res.end(devClient);
      }
      if (error && (req.headers.accept ?? '').includes('text/html')) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        return res.end(errorPage(error));
      }
      if (inner === '/__folio/site.json' && state) return json(state.siteJson);
      if (inner.startsWith('/__folio/data/') && state) {
        const routePath = inner === '/__folio/data/index.json' ? '/' : inner.slice('/__folio/data'.length, -'.json'.length);
        const route = state.byPath.get(normalizePath(routePath));
        if (!route) {
          res.statusCode = 404;
          return json('{}');
        }
        return json(JSON.stringify(pageDataOf(route)));
      }
      if (inner.startsWith('/__folio/shared/') && state) {
        const data = state.loaded.shared.get(withBase(inner, config.baseUrl));
        if (data !== undefined) return json(JSON.stringify(data));
      }
      if (inner.startsWith(`/${VENDOR_DIR}/`)) {
        req.url = inner.slice(VENDOR_DIR.length + 1);
        return vendor(req, res, () => notFound());
      }
      if (inner.startsWith(`/${SEARCH_INDEX_DIR}`) && state) {
        state.searchFiles ??= searchIndexFiles(state.loaded.routes, config);
        const file = state.searchFiles.get(inner.slice(SEARCH_INDEX_DIR.length + 1));
        if (file !== undefined) return json(file);
      }
      if (inner.startsWith('/__folio/katex/')) {
        req.url = inner.slice('/__folio/katex'.length);
        return katex(req, res, () => notFound());
      }
      const bundled = client?.contents.get(withBase(inner, config.baseUrl));
      if (bundled) {
        res.setHeader('Content-Type', inner.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        return res.end(bundled);
      }
      const asset = state?.assets.get(withBase(inner, config.baseUrl));
      if (asset && existsSync(asset)) return res.end(await readFile(asset));
      const route = state?.byPath.get(normalizePath(inner)) ?? state?.byPath.get(normalizePath(stripHtmlSuffix(inner)));
      if (route) {
        const { status, html } = await renderHtml(route, inner);
        res.statusCode = status;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        return res.end(html);
      }
      const tryStatic = (index: number): void => {
        if (index >= staticFiles.length) return void notFound();
        req.url = inner + url.search;
        staticFiles[index]!(req, res, () => tryStatic(index + 1));
      };
      return tryStatic(0);
    } catch (caught) {
      report(errorDiagnostics(caught));
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(errorPage(error ?? []));
    }

    async function notFound() {
      try {
        const { html } = await renderHtml(undefined, normalizePath(inner));
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      } catch {
        res.statusCode = 404;
        res.end('Not found');
      }
    }
  });

  // Watch what an author edits: content (site dir), config, theme, static folders.
  const watchers: FSWatcher[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Set<string>();
  /** `relative` is the path below the watched folder: the site itself may live under node_modules (bench corpora). */
  const onChange = (file: string, relative = path.basename(file)) => {
    if (/(^|[/\\])(\.git|node_modules|build)([/\\]|$)|~$|\.swp$/.test(relative)) return;
    pending.add(file);
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const files = [...pending];
      pending.clear();
      if (files.some((f) => f === loadedConfig.configFile)) {
        logger.info('config changed: restarting the build');
        try {
          loadedConfig = await loadConfig(options.configPath);
          markdown = createMarkdownService({ threads: 0, cache: markdownCache, prismLanguages: loadedConfig.config.themeConfig.prism.additionalLanguages });
          state = undefined;
          await fullReload();
        } catch (caught) {
          report(errorDiagnostics(caught));
        }
      } else if (files.some((f) => f.startsWith(themeDir) || f.startsWith(path.join(repoRoot, 'src/client')) || /\.(tsx|jsx|ts|css)$/.test(f))) {
        logger.info('code changed: rebuilding the bundles');
        await fullReload();
      } else if (files.some((f) => loadedConfig.config.staticDirectories.some((dir) => f.startsWith(path.resolve(loadedConfig.siteDir, dir))))) {
        send({ type: 'reload' });
      } else {
        await contentChanged();
      }
    }, DEBOUNCE_MS);
  };
  const watchDir = (dir: string) => {
    if (!existsSync(dir)) return;
    watchers.push(watch(dir, { recursive: true }, (_event, name) => name && onChange(path.join(dir, name.toString()), name.toString())));
  };
  watchDir(loadedConfig.siteDir);
  watchDir(themeDir);
  for (const dir of loadedConfig.config.staticDirectories) watchDir(path.resolve(loadedConfig.siteDir, dir));
  watchers.push(watch(loadedConfig.configFile, () => onChange(loadedConfig.configFile)));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const url = `http://${options.host}:${options.port}${loadedConfig.config.baseUrl}`;
  logger.info(`dev server ready in ${((performance.now() - started) / 1000).toFixed(2)} s at ${url}`);
  return {
    url,
    async close() {
      watchers.forEach((watcher) => watcher.close());
      for (const res of listeners) res.end();
      await bundler?.dispose();
      await markdown.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
