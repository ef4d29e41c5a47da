// The dev server serves a React page's data with the head its component gave while rendering
// (a Docusaurus page's <Layout title>), as a build writes it (review: the tab lost the title on
// hydration and after client navigation).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';
import { freePort } from '../../../support/freePort.js';

describe('npm start, pages written for Docusaurus', () => {
  it("serves a page's data with the title, description and tags its <Layout> and <Head> gave", async () => {
    const port = await freePort();
    const configPath = path.resolve(__dirname, '../../../fixtures/sites/docusaurus-pages/site.config.ts');
    const server = await startDevServer({ configPath, port, host: 'localhost', logger: createLogger({ quiet: true }), diskCache: false });
    try {
      await server.whenComplete();
      // The data first, before any HTML of the page was asked for.
      const data = (await (await fetch(`http://localhost:${port}/__folio/data/gallery.json`)).json()) as { title: string; description: string; head: { attrs: Record<string, string> }[] };
      expect(data.title).toBe('Gallery');
      expect(data.description).toBe('Gadgets people built');
      expect(data.head).toEqual(expect.arrayContaining([expect.objectContaining({ attrs: { name: 'keywords', content: 'gadgets, gallery' } })]));
      const html = await (await fetch(`http://localhost:${port}/gallery`)).text();
      expect(html).toContain('<title>Gallery | Gizmo</title>');
    } finally {
      await server.close();
    }
  }, 90_000);
});
