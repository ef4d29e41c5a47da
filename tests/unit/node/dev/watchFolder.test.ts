import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isIgnoredPath, watchFile, watchFolder } from '../../../../src/node/dev/watchFolder.js';

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

  it("skips the temporary files editors write beside the file they save (dev server audit: a stylesheet saved with sed -i or vim reloaded the page for them, instead of swapping the stylesheet)", () => {
    // sed -i, vim's write probe and swap files, JetBrains' safe write, Emacs' lock and autosave files, a *.tmp renamed over the file.
    for (const file of ['css/sedA1b2C3', 'css/4913', 'css/.site.css.swx', 'css/.site.css.swp', 'css/site.css___jb_tmp___', 'css/site.css___jb_old___', 'css/.#site.css', 'css/#site.css#', 'css/site.css.tmp']) {
      expect(isIgnoredPath(file), file).toBe(true);
    }
    for (const file of ['css/site.css', 'docs/sedan.md', 'docs/2024.md', 'pages/4913-notes.md', 'docs/seduction.md', 'blog/2024/post.md', 'static/intro.swf']) expect(isIgnoredPath(file), file).toBe(false);
    // A folder is never an editor's file, whatever its name.
    for (const folder of ['blog/2024', 'blog/4913', 'archive/sedAbcdef']) expect(isIgnoredPath(folder, true), folder).toBe(false);
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
    // A year folder, as blogs have them: its name is all digits, like vim's write probe (review).
    mkdirSync(path.join(dir, 'news/2024'), { recursive: true });
    mkdirSync(path.join(dir, 'build'));
    const seen = new Set<string>();
    const stop = watchFolder(dir, (file) => seen.add(path.relative(dir, file)));
    try {
      writeFileSync(path.join(dir, 'build/index.html'), 'x');
      writeFileSync(path.join(dir, 'docs/nested/a.md'), 'a');
      writeFileSync(path.join(dir, 'sidebars.json'), '{}');
      writeFileSync(path.join(dir, 'news/2024/post.md'), 'n');
      await until(() => seen.has(path.join('docs/nested/a.md')) && seen.has('sidebars.json') && seen.has(path.join('news/2024/post.md')));
      expect(seen.has(path.join('news/2024/post.md'))).toBe(true);
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

  it('reports the files a new folder already holds when its watcher starts (mkdir -p, then a write at once)', async () => {
    const seen = new Set<string>();
    const stop = watchFolder(dir, (file) => seen.add(path.relative(dir, file)));
    try {
      mkdirSync(path.join(dir, 'src/theme'), { recursive: true });
      writeFileSync(path.join(dir, 'src/theme/MDXComponents.js'), 'export default {};');
      await until(() => seen.has(path.join('src/theme/MDXComponents.js')));
      expect(seen.has(path.join('src/theme/MDXComponents.js'))).toBe(true);
    } finally {
      stop();
    }
  });
});

describe('watching files an editor saves by renaming a new file over them', () => {
  it('keeps reporting every save of a file in the tree, and of a watched single file', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'folio-watch-rename-'));
    mkdirSync(path.join(root, 'docs'));
    const page = path.join(root, 'docs/page.md');
    const config = path.join(root, 'site.config.ts');
    writeFileSync(page, 'v0');
    writeFileSync(config, 'v0');
    const seen: string[] = [];
    let configSaves = 0;
    const stops = [watchFolder(path.join(root, 'docs'), (file) => seen.push(path.basename(file))), watchFile(config, () => configSaves++)];
    // How vim and `sed -i` save: write a new file, rename it over the old one.
    const saveByRename = (file: string, text: string) => {
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
    };
    try {
      for (const round of [1, 2, 3]) {
        seen.length = 0;
        const savesBefore = configSaves;
        saveByRename(page, `v${round}`);
        saveByRename(config, `v${round}`);
        await until(() => seen.includes('page.md') && configSaves > savesBefore);
        expect(seen, `save ${round}`).toContain('page.md');
        expect(configSaves, `save ${round}`).toBeGreaterThan(savesBefore);
        // A plain write after a rename-save is seen too.
        seen.length = 0;
        writeFileSync(page, `w${round}`);
        await until(() => seen.includes('page.md'));
        expect(seen, `write ${round}`).toContain('page.md');
      }
    } finally {
      for (const stop of stops) stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
