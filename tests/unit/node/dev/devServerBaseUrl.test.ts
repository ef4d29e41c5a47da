// The dev server serves a site with a base URL below it only, as production does (audit: pages
// and static files answered outside it, so a link missing the base worked here and broke once
// deployed), and takes a new base URL or static folder in the config without a restart (audit:
// the client bundle kept the old base, a folder added was never served).
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../../../support/until.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';

const dir = testTempDir('dev-base');


describe('npm start with a base URL', () => {
  it('serves the site below its base only, and takes a new base URL or static folder from a config edit', async () => {
    const site = path.join(dir, 'site');
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
    const configPath = path.join(site, 'site.config.ts');
    const written = readFileSync(configPath, 'utf8');
    writeFileSync(configPath, written.replace("url: 'https://dev.example.com',", "url: 'https://dev.example.com',\n  baseUrl: '/base/',"));
    const port = await freePort();
    const server = await startDevServer({ configPath, port, host: 'localhost', logger: createLogger({ quiet: true }), diskCache: false });
    const at = (p: string) => fetch(`http://localhost:${port}${p}`, { redirect: 'manual' });
    try {
      await server.whenComplete();
      expect((await at('/base/about')).status).toBe(200);
      const root = await at('/');
      expect([root.status, root.headers.get('location')]).toEqual([302, '/base/']);
      const outside = await at('/about');
      expect(outside.status).toBe(404);
      expect(await outside.text()).toContain('Did you mean <a href="/base/about">/base/about</a>?');

      // A new base URL and a static folder outside the site, saved while it runs.
      mkdirSync(path.join(dir, 'extra'));
      writeFileSync(configPath, written.replace("url: 'https://dev.example.com',", "url: 'https://dev.example.com',\n  baseUrl: '/docs-site/',\n  staticDirectories: ['public', '../extra'],"));
      await until(async () => (await at('/docs-site/about')).status === 200);
      const html = await (await at('/docs-site/about')).text();
      const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
      expect(stylesheet.startsWith('/docs-site/__folio/assets/')).toBe(true);
      expect((await at(stylesheet)).status).toBe(200);
      writeFileSync(path.join(dir, 'extra/notes.txt'), 'extra file');
      await until(async () => (await (await at('/docs-site/notes.txt')).text()) === 'extra file');
    } finally {
      await server.close();
    }
  }, 90_000);
});
