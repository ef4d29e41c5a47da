// Content that fails to load when the dev server starts keeps only its own pages from being
// served (dev server audit: a broken post made every section loaded after the home page a 404,
// and a broken doc put the error page in place of every page of the site).
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { until } from '../../../support/until.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { ALL_LOADED, startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';

const dir = testTempDir('dev-start-failure');

async function startWithBroken(name: string, file: string, replace: [string, string]) {
  const site = path.join(dir, name);
  cpSync(path.resolve(__dirname, '../../../fixtures/sites/dev-server'), site, { recursive: true });
  const broken = path.join(site, file);
  const written = readFileSync(broken, 'utf8');
  expect(written).toContain(replace[0]);
  writeFileSync(broken, written.replace(...replace));
  const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  let output = '';
  const stream = { write: (text: string) => void (output += text) } as unknown as NodeJS.WriteStream;
  const port = await freePort();
  const server = await startDevServer({ configPath: path.join(site, 'site.config.ts'), port, host: 'localhost', logger: createLogger({ stream }), diskCache: false });
  const get = async (p: string) => {
    const response = await fetch(`http://localhost:${port}${p}`, { headers: { accept: 'text/html' } });
    return { status: response.status, text: await response.text() };
  };
  return { server, get, printed, output: () => output, fix: () => writeFileSync(broken, written), site: (file: string) => path.join(site, file) };
}

describe('npm start with content that does not load', () => {
  it('serves every other section, shows the error for the broken one, and loads it once fixed', async () => {
    const { server, get, printed, output, fix, site } = await startWithBroken('post', 'blog/2024-01-02-hello.md', ['title: ', 'title: Broken: ']);
    try {
      await server.whenComplete();
      expect(printed.mock.calls.join('\n')).toContain('blog/2024-01-02-hello.md');
      // The pages, the docs of every version and the pages under /extra, loaded after the first page.
      for (const page of ['/about', '/docs/intro', '/docs/1.0/intro', '/extra/gadget']) expect((await get(page)).status, page).toBe(200);
      const blog = await get('/blog');
      expect(blog.status).toBe(500);
      expect(blog.text).toContain('<title>Build error | Folio</title>');
      expect(output()).toContain('but for the error above');
      expect(output()).not.toContain(ALL_LOADED);
      // Only the broken blog's pages are its error: a mistyped address elsewhere is the usual 404 (review).
      expect((await get('/blog/2024/01/02/hello')).status).toBe(500);
      for (const page of ['/nope', '/docs/no-such-doc']) expect((await get(page)).status, page).toBe(404);
      // A client-side navigation to the blog is told it failed, not that there is no such page:
      // the client then loads the address in full, which shows the error (verification audit).
      expect((await get('/__folio/data/blog.json')).status).toBe(500);
      expect((await get('/__folio/data/nope.json')).status).toBe(404);
      // A stylesheet saved meanwhile is swapped in place, not a reason to load the site again (review).
      const loads = () => output().split('load content').length;
      const before = loads();
      appendFileSync(site('css/site.css'), '\n.saved-while-broken { color: red; }\n');
      await until(async () => output().includes('stylesheet changed'));
      // Long enough for a load of the site to begin, had one been started.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(loads()).toBe(before);
      fix();
      await until(async () => (await get('/blog')).status === 200);
    } finally {
      printed.mockRestore();
      await server.close();
    }
  }, 90_000);

  it('serves the pages around docs that do not load, navbar and all', async () => {
    const { server, get, printed, fix } = await startWithBroken('doc', 'docs/guide.md', ['title: Guide', 'title: Guide: broken']);
    try {
      await server.whenComplete();
      expect(printed.mock.calls.join('\n')).toContain('docs/guide.md');
      // Once: the load of the rest of the site met the same error again (bad-input audit: printed twice).
      expect(printed.mock.calls.filter((call) => call.join(' ').includes('docs/guide.md')).length).toBe(1);
      const about = await get('/about');
      expect(about.status).toBe(200);
      expect(about.text).not.toContain('Build error');
      expect((await get('/blog')).status).toBe(200);
      expect((await get('/docs/intro')).text).toContain('<title>Build error | Folio</title>');
      // The docs say where their pages are: elsewhere a mistyped address is the usual 404 (verification audit).
      expect((await get('/nope')).status).toBe(404);
      fix();
      await until(async () => (await get('/docs/intro')).status === 200);
    } finally {
      printed.mockRestore();
      await server.close();
    }
  }, 90_000);
});
