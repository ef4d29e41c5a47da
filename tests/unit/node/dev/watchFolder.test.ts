import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isIgnoredPath, watchFolder } from '../../../../src/node/dev/watchFolder.js';

describe('isIgnoredPath', () => {
  it('skips build output, dependencies, git and editor files', () => {
    expect(isIgnoredPath('build/index.html')).toBe(true);
    expect(isIgnoredPath('node_modules/x/index.js')).toBe(true);
    expect(isIgnoredPath('.git/index')).toBe(true);
    expect(isIgnoredPath('docs/a.md~')).toBe(true);
    expect(isIgnoredPath('docs/.a.md.swp')).toBe(true);
    expect(isIgnoredPath('docs/build-tools.md')).toBe(false);
    expect(isIgnoredPath('docs/a.md')).toBe(false);
  });
});

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-watch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('watchFolder', () => {
  it('reports changes at the top, in existing and in new folders, and none in build output', async () => {
    mkdirSync(path.join(dir, 'docs/nested'), { recursive: true });
    mkdirSync(path.join(dir, 'build'));
    const seen = new Set<string>();
    const stop = watchFolder(dir, (file) => seen.add(path.relative(dir, file)));
    try {
      writeFileSync(path.join(dir, 'build/index.html'), 'x');
      writeFileSync(path.join(dir, 'docs/nested/a.md'), 'a');
      writeFileSync(path.join(dir, 'sidebars.json'), '{}');
      await until(() => seen.has(path.join('docs/nested/a.md')) && seen.has('sidebars.json'));
      mkdirSync(path.join(dir, 'blog'));
      await until(() => seen.has('blog'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      writeFileSync(path.join(dir, 'blog/post.md'), 'p');
      await until(() => seen.has(path.join('blog/post.md')));
      expect(seen.has(path.join('docs/nested/a.md'))).toBe(true);
      expect(seen.has('sidebars.json')).toBe(true);
      expect(seen.has(path.join('blog/post.md'))).toBe(true);
      expect([...seen].some((file) => file.startsWith('build'))).toBe(false);
    } finally {
      stop();
    }
  });
});
