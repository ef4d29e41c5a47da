import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { robotsTxt, sitemapPlugin, sitemapXml } from '../../../../src/node/plugins/sitemap.js';
import type { RouteInput } from '../../../../src/node/plugins/types.js';

const site = { url: 'https://example.com/', baseUrl: '/', trailingSlash: undefined, noIndex: false };
const options = { changefreq: 'weekly', priority: 0.5, ignorePatterns: [] as string[] };
const route = (path: string, extra: Partial<RouteInput> = {}): RouteInput => ({ path, kind: 'doc', title: path, props: {}, ...extra });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemapXml', () => {
  it('lists routes by absolute URL, with lastmod when known', () => {
    const xml = sitemapXml([route('/'), route('/docs/intro', { lastmod: '2024-05-01T10:00:00.000Z' })], site, options);
    expect(locs(xml)).toEqual(['https://example.com/', 'https://example.com/docs/intro']);
    expect(xml).toContain('<url><loc>https://example.com/docs/intro</loc><lastmod>2024-05-01</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>');
  });

  it('applies the base URL and the trailing-slash rule', () => {
    expect(locs(sitemapXml([route('/docs/intro')], { ...site, baseUrl: '/base/', trailingSlash: true }, options))).toEqual(['https://example.com/base/docs/intro/']);
  });

  it('leaves out unlisted, noindex and redirect routes, and pages whose head says noindex', () => {
    const routes = [
      route('/listed'),
      route('/unlisted', { unlisted: true }),
      route('/noindex', { noindex: true }),
      route('/old', { kind: 'redirect' }),
      route('/head-noindex', { head: [{ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } }] }),
    ];
    expect(locs(sitemapXml(routes, site, options))).toEqual(['https://example.com/listed']);
  });

  it('leaves out ignored patterns', () => {
    const xml = sitemapXml([route('/tests'), route('/tests/a'), route('/docs')], site, { ...options, ignorePatterns: ['/tests/**'] });
    expect(locs(xml)).toEqual(['https://example.com/docs']);
    // Globs as Docusaurus reads them (bad-input audit: `/docs/*` matched nothing).
    const globbed = sitemapXml([route('/docs/a'), route('/docs/a/b'), route('/blog/tags/x'), route('/blog')], site, { ...options, ignorePatterns: ['/docs/*', '/blog/tags/*'] });
    expect(locs(globbed)).toEqual(['https://example.com/docs/a/b', 'https://example.com/blog']);
  });

  it('is empty for a noIndex site', () => {
    expect(locs(sitemapXml([route('/')], { ...site, noIndex: true }, options))).toEqual([]);
  });
});

describe('robotsTxt', () => {
  it('points at the absolute sitemap URL, below the base URL', () => {
    expect(robotsTxt({ ...site, baseUrl: '/base/' })).toBe('User-agent: *\nAllow: /\nSitemap: https://example.com/base/sitemap.xml\n');
  });

  it('disallows everything for a noIndex site', () => {
    expect(robotsTxt({ ...site, noIndex: true })).toContain('Disallow: /');
  });
});

describe('sitemap plugin', () => {
  const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com' });
  const run = async (outDir: string) => {
    await sitemapPlugin(config).postBuild!({
      config,
      siteDir: outDir,
      outDir,
      routes: [route('/')],
      writeFile: async (rel, data) => writeFileSync(path.join(outDir, rel), data),
    });
  };

  it('writes sitemap.xml and robots.txt, keeping a robots.txt the site ships', async () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-sitemap-'));
    try {
      await run(outDir);
      expect(existsSync(path.join(outDir, 'sitemap.xml'))).toBe(true);
      expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toContain('Sitemap: https://example.com/sitemap.xml');
      writeFileSync(path.join(outDir, 'robots.txt'), 'User-agent: *\nDisallow: /private\n');
      await run(outDir);
      expect(readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /private\n');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
