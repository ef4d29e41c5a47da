import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUSAURUS_FASTER_ENV } from '../../../../src/node/bench/docusaurusSite.js';
import { generateCorpus } from '../../../../src/node/bench/generateCorpus.js';
import { raiseHeadings, splitChangelog } from '../../../../src/node/plugins/blog/splitChangelog.js';

// The Docusaurus twin of a bench corpus must build the same site Folio builds: these tests load
// its config and run its changelog splitter (neither needs Docusaurus installed).
const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-docusaurus-site-'));
const corpusDir = path.join(temp, 'corpus');
afterAll(() => rmSync(temp, { recursive: true, force: true }));
beforeAll(async () => {
  await generateCorpus(corpusDir, { pages: 60 });
});

function loadConfig(faster: boolean) {
  const require = createRequire(path.join(corpusDir, 'package.json'));
  const file = require.resolve('./docusaurus.config.js');
  delete require.cache[file];
  const previous = process.env[DOCUSAURUS_FASTER_ENV];
  process.env[DOCUSAURUS_FASTER_ENV] = faster ? '1' : '0';
  try {
    return require(file);
  } finally {
    if (previous === undefined) delete process.env[DOCUSAURUS_FASTER_ENV];
    else process.env[DOCUSAURUS_FASTER_ENV] = previous;
  }
}

describe('the Docusaurus twin of a bench corpus', () => {
  it('configures the routes and blog settings of site.config.ts, and Faster only when asked', () => {
    const config = loadConfig(false);
    const [[preset, options]] = config.presets;
    expect(preset).toBe('classic');
    expect(options.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' });
    expect(existsSync(options.docs.sidebarPath)).toBe(true);
    expect(options.blog).toMatchObject({ path: 'blog', routeBasePath: 'blog', blogSidebarCount: 'ALL' });
    const [[plugin, changelog]] = config.plugins;
    expect(plugin).toBe(path.join(corpusDir, 'plugins/changelog.js'));
    expect(changelog).toMatchObject({ id: 'changelog', routeBasePath: 'changelog', postsPerPage: 20, blogSidebarCount: 'ALL' });
    const site = readFileSync(path.join(corpusDir, 'site.config.ts'), 'utf8');
    expect(site).toContain("routeBasePath: 'changelog'");
    expect(site).toContain('postsPerPage: 20');
    expect(config.future.experimental_faster).toBe(false);
    expect(loadConfig(true).future.experimental_faster).toBe(true);
  });

  it('splits CHANGELOG.md into the posts Folio makes of it: same versions, dates and authors', () => {
    const require = createRequire(path.join(corpusDir, 'package.json'));
    const { writeChangelogPosts } = require('./plugins/changelogPosts.js');
    const out = path.join(temp, 'posts');
    const source = path.join(corpusDir, 'CHANGELOG.md');
    writeChangelogPosts(source, out);
    const entries = splitChangelog(readFileSync(source, 'utf8'));
    const posts = readdirSync(out).filter((file) => file.endsWith('.md'));
    expect(posts).toHaveLength(entries.length);
    expect(entries.length).toBeGreaterThan(2);
    const authors = JSON.parse(readFileSync(path.join(out, 'authors.json'), 'utf8'));
    for (const entry of entries) {
      const { data, content } = matter(readFileSync(path.join(out, `${entry.date}-${entry.version}.md`), 'utf8'));
      expect(data.title).toBe(entry.version);
      expect(data.slug).toBe(entry.version);
      expect(data.date.toISOString().slice(0, 10)).toBe(entry.date);
      expect(data.authors).toEqual(entry.authors.map((author) => author.handle));
      // Folio raises an entry's `####` sections to h2s (raiseHeadings); Docusaurus gets them as written.
      expect(raiseHeadings(content.trim())).toBe(entry.body);
      for (const author of entry.authors) expect(authors[author.handle]).toEqual({ name: author.name, url: `https://github.com/${author.handle}`, page: true });
    }
  });
});
