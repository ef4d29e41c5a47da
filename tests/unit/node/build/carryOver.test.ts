import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carryOver, planCarry } from '../../../../src/node/build/carryOver.js';

const previous = [
  'index.html',
  'sitemap.xml',
  'docs/a/index.html',
  'docs/b/index.html',
  'docs/old/index.html',
  'docs/v1/x/index.html',
  'docs/v1/y/index.html',
  'blog/rss.xml',
  'blog/post/index.html',
];

describe('planCarry', () => {
  it('moves a folder holding only wanted files, and links beside anything else', () => {
    const wanted = new Set(['index.html', 'docs/a/index.html', 'docs/b/index.html', 'docs/v1/x/index.html', 'docs/v1/y/index.html', 'blog/post/index.html']);
    const plan = planCarry(previous, wanted, () => false);
    // docs/ also holds a deleted page (docs/old) and blog/ a feed written afresh: neither moves whole.
    expect(plan.moves.sort()).toEqual(['blog/post', 'docs/a', 'docs/b', 'docs/v1']);
    expect(plan.folders.sort()).toEqual(['blog', 'docs']);
    expect(plan.links).toEqual(['index.html']);
  });

  it('never moves a folder onto one the new output has already', () => {
    const wanted = new Set(['docs/v1/x/index.html', 'docs/v1/y/index.html']);
    const plan = planCarry(previous, wanted, (folder) => folder === 'docs' || folder === 'docs/v1');
    expect(plan.moves.sort()).toEqual(['docs/v1/x', 'docs/v1/y']);
    expect(plan.folders).toEqual([]);
    expect(plan.links).toEqual([]);
  });

  it('carries nothing when nothing is wanted', () => {
    expect(planCarry(previous, new Set(), () => false)).toEqual({ moves: [], folders: [], links: [] });
  });
});

describe('carryOver', () => {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-carry-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  it('carries files over and puts moved folders back on undo', () => {
    const from = path.join(temp, 'previous');
    const to = path.join(temp, 'next');
    for (const file of previous) write(path.join(from, file), `old ${file}`);
    write(path.join(to, 'docs/fresh/index.html'), 'new page');
    const wanted = ['index.html', 'docs/a/index.html', 'docs/v1/x/index.html', 'docs/v1/y/index.html'];
    const undo = carryOver(from, to, wanted, previous);
    for (const file of wanted) expect(readFileSync(path.join(to, file), 'utf8')).toBe(`old ${file}`);
    expect(existsSync(path.join(to, 'docs/b'))).toBe(false);
    expect(existsSync(path.join(from, 'docs/v1'))).toBe(false);
    // Linked, not copied: the same file.
    expect(statSync(path.join(to, 'index.html')).ino).toBe(statSync(path.join(from, 'index.html')).ino);
    undo();
    for (const file of previous) expect(readFileSync(path.join(from, file), 'utf8')).toBe(`old ${file}`);
  });
});
