// An error that a file put in a static folder fixes goes as soon as the file is there (dev server
// audit: an image a page showed was missing; adding it left the error until the markdown was
// saved again, for nothing in the site had read the file that did not exist yet).
import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { until } from '../../../support/until.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';

const dir = testTempDir('dev-static-fix');


// A one-pixel PNG: the markdown compiler measures the image it finds.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe('npm start, an image added to a static folder', () => {
  it('clears the error of a page that showed it missing, at start and after an edit', async () => {
    const site = path.join(dir, 'site');
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
    mkdirSync(path.join(site, 'public/img'), { recursive: true });
    const about = path.join(site, 'pages/about.md');
    appendFileSync(about, '\n![First](/img/first.png)\n');
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const port = await freePort();
    const server = await startDevServer({ configPath: path.join(site, 'site.config.ts'), port, host: 'localhost', logger: createLogger({ quiet: true }), diskCache: false });
    const text = async (p: string) => (await fetch(`http://localhost:${port}${p}`, { headers: { accept: 'text/html' } })).text();
    try {
      // Nothing loaded: every page is the error page until the image exists.
      expect(await text('/about')).toContain('<title>Build error | Folio</title>');
      expect(printed.mock.calls.join('\n')).toContain('Image not found: /img/first.png');
      writeFileSync(path.join(site, 'public/img/first.png'), PNG);
      await until(async () => (await text('/about')).includes('src="/img/first.png"'));
      await server.whenComplete();

      // An edit that shows another missing image: the page stays as it was, under the error, until the image is added.
      printed.mockClear();
      appendFileSync(about, '\n![Second](/img/second.png)\n');
      await until(async () => printed.mock.calls.join('\n').includes('Image not found: /img/second.png'));
      writeFileSync(path.join(site, 'public/img/second.png'), PNG);
      await until(async () => (await (await fetch(`http://localhost:${port}/__folio/data/about.json`)).text()).includes('/img/second.png'));
    } finally {
      printed.mockRestore();
      await server.close();
    }
  }, 90_000);

  it('keeps the error of a config that does not load through other saves, and clears it when the config loads (review: a markdown save cleared it)', async () => {
    const site = path.join(dir, 'broken-config');
    cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
    const configPath = path.join(site, 'site.config.ts');
    const written = readFileSync(configPath, 'utf8');
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let output = '';
    const stream = { write: (text: string) => void (output += text) } as unknown as NodeJS.WriteStream;
    const port = await freePort();
    const server = await startDevServer({ configPath, port, host: 'localhost', logger: createLogger({ stream }), diskCache: false });
    const configErrors = () => printed.mock.calls.filter((call) => String(call[0]).includes('titel')).length;
    try {
      await server.whenComplete();
      writeFileSync(configPath, written.replace("title: 'Dev',", "titel: 'Dev',"));
      await until(async () => configErrors() === 1);
      appendFileSync(path.join(site, 'pages/about.md'), '\nSaved while the config is broken.\n');
      await until(async () => configErrors() === 2);
      expect(output).toContain('the config did not load: trying it again');
      expect(output).not.toMatch(/\[folio\] updated: /);
      writeFileSync(configPath, written);
      await until(async () => (await (await fetch(`http://localhost:${port}/about`)).text()).includes('Saved while the config is broken.'));
      expect(configErrors()).toBe(2);
    } finally {
      printed.mockRestore();
      await server.close();
    }
  }, 90_000);
});
