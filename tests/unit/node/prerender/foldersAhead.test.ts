import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFoldersAhead, outputFolders } from '../../../../src/node/prerender/foldersAhead.js';
import type { RenderItem } from '../../../../src/node/prerender/renderBatch.js';

const outDir = mkdtempSync(path.join(os.tmpdir(), 'folio-folders-ahead-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const item = (routePath: string, extra: Partial<RenderItem> = {}): RenderItem => ({ page: { path: routePath, kind: 'doc', title: 't', props: {} }, dataFile: `__folio/data${routePath === '/' ? '/index' : routePath}.json`, ...extra });

describe('output folders made ahead', () => {
  it('lists the folders of every page and data file once, in page order, none for the top', () => {
    const items = [item('/'), item('/docs/intro'), item('/docs/guides/one'), item('/docs/guides/two'), item('/404', { htmlFile: '404.html', dataFile: null })];
    expect(outputFolders(items, undefined)).toEqual(['__folio/data', 'docs/intro', '__folio/data/docs', 'docs/guides/one', '__folio/data/docs/guides', 'docs/guides/two']);
    // Without trailing slashes a page is a file in its parent's folder.
    expect(outputFolders([item('/docs/intro'), item('/docs/guides/one')], false)).toEqual(['docs', '__folio/data/docs', 'docs/guides', '__folio/data/docs/guides']);
    // Paths are decoded, as the files are written.
    expect(outputFolders([item('/tests/special%20chars/doc')], undefined)).toContain('tests/special chars/doc');
  });

  it('makes them, and stops making them once rendering has ended', async () => {
    const folders = Array.from({ length: 200 }, (_, index) => `many/f${index}`);
    await createFoldersAhead(outDir, folders, () => false);
    expect(folders.every((folder) => existsSync(path.join(outDir, folder)))).toBe(true);
    const more = Array.from({ length: 200 }, (_, index) => `stopped/f${index}`);
    let slices = 0;
    await createFoldersAhead(outDir, more, () => ++slices > 1);
    expect(existsSync(path.join(outDir, more[0]!))).toBe(true);
    expect(existsSync(path.join(outDir, more[199]!))).toBe(false);
  });
});
