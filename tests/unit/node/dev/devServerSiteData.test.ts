// The dev server's site data lists the non-exact routes, as a build's does: without the list, a
// page deleted while open asked for the data of every folder above it (dev server audit: three
// 404s in the console for /blog/2030/01/01/post).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';
import type { SiteData } from '../../../../src/shared/types.js';

const dir = testTempDir('dev-site-data');

describe('npm start, the site data', () => {
  it('lists the non-exact routes once the whole site has loaded', async () => {
    const site = path.join(dir, 'site');
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
    const port = await freePort();
    const server = await startDevServer({ configPath: path.join(site, 'site.config.ts'), port, host: 'localhost', logger: createLogger({ quiet: true }), diskCache: false });
    try {
      await server.whenComplete();
      const data = (await (await fetch(`http://localhost:${port}/__folio/site.json`)).json()) as SiteData;
      expect(data.prefixRoutes).toEqual(['/board']);
    } finally {
      await server.close();
    }
  }, 90_000);
});
