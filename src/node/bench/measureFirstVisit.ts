// What a first visit of one page costs the reader: every script and stylesheet the browser
// actually loads until the network is idle (not what the HTML's tags suggest: lazy chunks,
// preloads and runtime imports all count), each gzipped here the way a static host would serve it.
// JavaScript is counted as executed when V8's coverage saw any of it run; scripts only fetched
// ahead of a navigation (modulepreload of the kinds of links in view) are reported apart.
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../serve/createServer.js';

/** Debian's Chromium, headless, with nothing of its own on the network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export interface LoadedAsset {
  url: string;
  type: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
  /** Scripts: whether any of its code ran during the visit (false: only preloaded). */
  executed?: boolean;
}

export interface FirstVisit {
  url: string;
  /** The page's own HTML document, gzip. */
  htmlGzipBytes: number;
  assets: LoadedAsset[];
  /** JavaScript that ran, gzip. */
  jsGzipBytes: number;
  /** JavaScript fetched ahead of a navigation but not run, gzip. */
  preloadedJsGzipBytes: number;
  cssGzipBytes: number;
}

/** Serves `dir` on a free localhost port for the duration of `use`. */
export async function withStaticServer<T>(dir: string, use: (origin: string) => Promise<T>): Promise<T> {
  const server = createStaticServer({ dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function measureFirstVisit(dir: string, pagePath: string): Promise<FirstVisit> {
  return withStaticServer(dir, async (origin) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    try {
      // A fresh context has an empty HTTP cache and no service worker: a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending: Promise<LoadedAsset | undefined>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then(
            (body) => ({ url: response.url().replace(origin, ''), type, bytes: body.length, gzipBytes: gzipSync(body).length }),
            () => undefined, // a redirect or aborted response has no body
          ),
        );
      });
      await page.coverage.startJSCoverage({ resetOnNavigation: false });
      const url = origin + pagePath;
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      const coverage = await page.coverage.stopJSCoverage();
      const ran = new Set(coverage.filter((entry) => entry.functions.some((fn) => fn.ranges.some((range) => range.count > 0))).map((entry) => entry.url.replace(origin, '')));
      if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()} in the built site`);
      const htmlGzipBytes = gzipSync(await response.body()).length;
      const assets = (await Promise.all(pending)).filter((asset): asset is LoadedAsset => asset !== undefined);
      for (const asset of assets) if (asset.type === 'script') asset.executed = ran.has(asset.url);
      const sum = (keep: (asset: LoadedAsset) => boolean) => assets.filter(keep).reduce((total, asset) => total + asset.gzipBytes, 0);
      return {
        url: pagePath,
        htmlGzipBytes,
        assets,
        jsGzipBytes: sum((asset) => asset.executed === true),
        preloadedJsGzipBytes: sum((asset) => asset.executed === false),
        cssGzipBytes: sum((asset) => asset.type === 'stylesheet'),
      };
    } finally {
      await browser.close();
    }
  });
}
