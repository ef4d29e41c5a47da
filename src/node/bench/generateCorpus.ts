// Writes a synthetic site laid out the way Docusaurus lays one out (docs/ with _category_.json,
// versioned_docs/, versioned_sidebars/, versions.json, sidebars.js, blog/ with authors.yml and
// tags.yml, CHANGELOG.md) plus a site.config.ts, so `npm run bench` measures Folio on content of
// the shape the Docusaurus reference figures were taken on. Deterministic: the same options give
// the same bytes (seeded PRNG, no clock), which keeps figures comparable between runs and lets
// the bench reuse a corpus it already wrote.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { slug as kebab } from 'github-slugger';
import { admonition, bulletList, codeBlock, countWords, headingText, paragraph, sentence, table, titleText } from './prose.js';
import { benchThemeConfig, changelogDisplayOptions } from './benchConfigParts.js';
import { docusaurusFiles } from './docusaurusSite.js';
import { createRandom, type Random } from './random.js';

/** Released docs versions, newest first (versions.json); the current version is "Next". */
export const RELEASED_VERSIONS = ['2.0.0', '1.0.0'] as const;

/** The reference corpus: ~480 pages = 85 docs × 3 versions, 30 posts, 110 changelog entries. */
const REFERENCE = { pages: 500, docsPerVersion: 85, posts: 30, changelogEntries: 110 };
/** Docs only the current version has (added "since the last release"). */
export const NEXT_ONLY_DOCS = 2;
/** Docs per category, on average, in the generated sidebar tree. */
const DOCS_PER_CATEGORY = 8;
const HASH_FILE = '.corpus-hash';
const WRITE_SLICE = 256;

export interface CorpusOptions {
  /** Approximate number of pages (routes) the built site has. */
  pages: number;
  /** Seed of the PRNG. Default `folio-bench`. */
  seed?: string;
}

export interface CorpusPlan {
  /** Docs in each released version; the current version has NEXT_ONLY_DOCS more. */
  docsPerVersion: number;
  posts: number;
  changelogEntries: number;
}

export interface Corpus {
  plan: CorpusPlan;
  /** Path relative to the corpus root → file content. */
  files: Map<string, string>;
  /** sha256 of every path and content, in path order. */
  hash: string;
}

/**
 * Above the reference size, list pages (pagination, tags, authors) grow slower than the posts
 * they list, so docs get this many more per version for each extra reference size, keeping the
 * built page count near the size asked for (measured: 2,000 → 1,878 pages without it).
 */
const EXTRA_DOCS_PER_SCALE = 14;

/** Counts that keep the reference proportions at 500 pages and let docs dominate as the size grows. */
export function planCorpus(pages: number): CorpusPlan {
  const scale = pages / REFERENCE.pages;
  return {
    docsPerVersion: Math.max(6, Math.round(REFERENCE.docsPerVersion * scale + EXTRA_DOCS_PER_SCALE * Math.max(0, scale - 1))),
    posts: Math.max(3, Math.round(REFERENCE.posts * scale)),
    changelogEntries: Math.max(3, Math.round(REFERENCE.changelogEntries * scale)),
  };
}

interface CategorySlot {
  /** Folder relative to the version root, as on disk (`02-guides/caching`). */
  dir: string;
  label: string;
  position?: number;
  /** The category links to an `index.md` inside it, else to a generated index page. */
  hasIndexDoc: boolean;
}

interface DocSlot {
  /** File relative to the version root (`02-guides/caching/index.md`). */
  file: string;
  /** URL below the version's path (`guides/caching`), number prefixes stripped. */
  url: string;
  title: string;
  /** h2 texts, unique on the page; links point at the first two. */
  headings: string[];
  position?: number;
  titleAsH1: boolean;
  nextOnly: boolean;
  words: number;
}

const CATEGORY_NAMES = ['getting-started', 'guides', 'configuration', 'markdown', 'plugins', 'theming', 'deployment', 'search', 'i18n', 'versioning', 'api', 'cli', 'advanced', 'migration', 'recipes', 'testing', 'security', 'performance', 'integrations', 'reference'];
const DOC_TAGS = ['getting-started', 'configuration', 'deployment', 'plugins', 'theming', 'markdown', 'search', 'i18n', 'performance', 'migration'];
const BLOG_TAGS = ['release', 'announcement', 'engineering', 'community', 'tutorial', 'performance', 'design', 'docs', 'plugins', 'case-study', 'security', 'roadmap'];
const AUTHORS = [
  ['alice', 'Alice Moreau', 'Core maintainer'],
  ['bjorn', 'Björn Eriksen', 'Theme maintainer'],
  ['chen', 'Chen Wei', 'Markdown pipeline'],
  ['dana', 'Dana Okoye', 'Developer advocate'],
  ['emil', 'Emil Novak', 'Search and i18n'],
  ['farah', 'Farah Haddad', 'Release manager'],
  ['goran', 'Goran Petrović', 'Infrastructure'],
  ['hana', 'Hana Sato', 'Documentation lead'],
] as const;
const PACKAGES = ['folio-core', 'folio-plugin-docs', 'folio-plugin-blog', 'folio-theme', 'folio-markdown', 'folio-search', 'folio-cli'];
const CHANGE_KINDS = [':rocket: New Feature', ':bug: Bug Fix', ':nail_care: Polish', ':memo: Documentation', ':house: Internal'];

function humanize(name: string): string {
  const words = name.replace(/^\d+-/, '').replace(/-/g, ' ');
  return words[0]!.toUpperCase() + words.slice(1);
}

function stripPrefix(part: string): string {
  return part.replace(/^\d+-/, '');
}

/** A text not yet in `taken` (compared by slug), trying `make` a few times then numbering it. */
function uniqueText(taken: Set<string>, make: () => string): string {
  let text = make();
  for (let attempt = 0; taken.has(kebab(text)) && attempt < 8; attempt++) text = make();
  for (let n = 2; taken.has(kebab(text)); n++) text = `${text.replace(/ \d+$/, '')} ${n}`;
  taken.add(kebab(text));
  return text;
}

function planCategories(rng: Random, docCount: number): CategorySlot[] {
  const total = Math.max(2, Math.round(docCount / DOCS_PER_CATEGORY));
  const topCount = Math.max(2, Math.ceil(total / 3));
  const top: CategorySlot[] = [];
  for (let i = 0; i < topCount; i++) {
    const base = CATEGORY_NAMES[i % CATEGORY_NAMES.length]! + (i >= CATEGORY_NAMES.length ? `-${Math.floor(i / CATEGORY_NAMES.length) + 1}` : '');
    // Every third top-level folder carries a number prefix, as many Docusaurus sites do.
    const prefixed = i % 3 === 1;
    const dir = prefixed ? `${String(i + 1).padStart(2, '0')}-${base}` : base;
    top.push({ dir, label: humanize(base), position: prefixed ? undefined : i + 1, hasIndexDoc: rng.chance(0.5) });
  }
  const subs: CategorySlot[] = [];
  const namesUnder = new Map<string, Set<string>>();
  for (let j = 0; j < total - topCount; j++) {
    const parent = top[j % topCount]!;
    const taken = namesUnder.get(parent.dir) ?? new Set<string>();
    namesUnder.set(parent.dir, taken);
    const name = kebab(uniqueText(taken, () => headingText(rng)));
    subs.push({ dir: `${parent.dir}/${name}`, label: humanize(name), position: taken.size, hasIndexDoc: rng.chance(0.5) });
  }
  return [...top, ...subs];
}

function planDocs(rng: Random, count: number): { categories: CategorySlot[]; docs: DocSlot[] } {
  const categories = planCategories(rng, count);
  const names = new Set<string>(['intro', 'faq', 'whats-new', 'index']);
  const slot = (dir: string, name: string, options: { position?: number; nextOnly?: boolean; title?: string }): DocSlot => {
    const file = dir === '.' ? `${name}.md` : `${dir}/${name}.md`;
    const urlParts = file.replace(/\.md$/, '').split('/').map(stripPrefix);
    if (urlParts.at(-1) === 'index') urlParts.pop();
    const title = options.title ?? (name === 'index' ? humanize(dir.split('/').pop()!) : humanize(name));
    const words = rng.int(300, 1500);
    const taken = new Set([kebab(title)]);
    const headings = Array.from({ length: Math.min(9, Math.max(2, Math.round(words / 170))) }, () => uniqueText(taken, () => headingText(rng)));
    return { file, url: urlParts.join('/'), title, headings, position: options.position, titleAsH1: rng.chance(0.3), nextOnly: options.nextOnly ?? false, words };
  };
  const docs: DocSlot[] = [slot('.', 'intro', { position: 1, title: 'Introduction' }), slot('.', 'faq', { title: 'Frequently asked questions' })];
  const perCategory = new Map<string, number>();
  for (let i = 0; docs.length < count; i++) {
    const category = categories[i % categories.length]!;
    const index = perCategory.get(category.dir) ?? 0;
    perCategory.set(category.dir, index + 1);
    const name = index === 0 && category.hasIndexDoc ? 'index' : kebab(uniqueText(names, () => titleText(rng)));
    // Some docs leave sidebar_position out and sort by name after the positioned ones.
    docs.push(slot(category.dir, name, { position: rng.chance(0.8) ? index + 1 : undefined }));
  }
  docs.push(slot('.', 'whats-new', { position: 2, nextOnly: true, title: "What's new" }));
  for (let i = 1; i < NEXT_ONLY_DOCS; i++) docs.push(slot(categories[0]!.dir, kebab(uniqueText(names, () => titleText(rng))), { nextOnly: true }));
  return { categories, docs };
}

function relativeLink(from: string, to: string): string {
  const rel = path.posix.relative(path.posix.dirname(from), to);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

function frontMatter(fields: Record<string, string | number | string[] | undefined>): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? `[${value.join(', ')}]` : typeof value === 'string' ? JSON.stringify(value) : value}`);
  return `---\n${lines.join('\n')}\n---\n`;
}

/** Sections of prose under the given h2s, with links spread over them and a block or two each. */
function sections(rng: Random, headings: string[], options: { words: number; links: string[]; taken: Set<string> }): string[] {
  const perSection = Math.max(30, Math.round(options.words / headings.length) - 95);
  const linksBySection = headings.map(() => [] as string[]);
  options.links.forEach((link) => linksBySection[rng.int(0, headings.length - 1)]!.push(link));
  return headings.map((heading, index) => {
    const parts = [`## ${heading}`, paragraph(rng, perSection, linksBySection[index])];
    for (let blocks = rng.int(1, 2); blocks > 0; blocks--) {
      const kind = rng.pick(['list', 'code', 'code', 'table', 'admonition', 'subsection'] as const);
      if (kind === 'list') parts.push(bulletList(rng));
      else if (kind === 'code') parts.push(codeBlock(rng));
      else if (kind === 'table') parts.push(table(rng));
      else if (kind === 'admonition') parts.push(admonition(rng, paragraph(rng, 25)));
      else parts.push(`### ${uniqueText(options.taken, () => headingText(rng))}`, paragraph(rng, 40));
    }
    return parts.join('\n\n');
  });
}

function docSource(doc: DocSlot, context: { version: string; versionLabel: string; docs: DocSlot[]; random: Random }): string {
  // The body's stream depends on the doc only, so versions share their text; the version's own
  // stream adds the small differences real versioned docs have.
  const rng = context.random.fork(`doc:${doc.file}`);
  const versionRng = context.random.fork(`doc:${doc.file}@${context.version}`);
  const targets = rng.sample(context.docs.filter((other) => !other.nextOnly && other !== doc), rng.int(2, 4));
  const links = targets.map((target) => {
    const anchor = rng.chance(0.4) ? `#${kebab(target.headings[rng.int(0, 1)]!)}` : '';
    return `[${target.title}](${relativeLink(doc.file, target.file)}${anchor})`;
  });
  const fm = frontMatter({
    title: doc.titleAsH1 ? undefined : doc.title,
    description: rng.chance(0.5) ? sentence(rng) : undefined,
    sidebar_position: doc.position,
    sidebar_label: rng.chance(0.1) ? doc.title.split(' ').slice(0, 2).join(' ') : undefined,
    tags: rng.chance(0.3) ? rng.sample(DOC_TAGS, rng.int(1, 2)) : undefined,
    keywords: rng.chance(0.2) ? rng.sample(DOC_TAGS, 2) : undefined,
  });
  // 1.0.0 lacks the last section of every fifth doc (never one of the first two: links target those).
  const dropLast = context.version === '1.0.0' && doc.headings.length >= 3 && versionRng.chance(0.2);
  const headings = dropLast ? doc.headings.slice(0, -1) : doc.headings;
  const taken = new Set([kebab(doc.title), ...doc.headings.map((heading) => kebab(heading))]);
  const intro = `${paragraph(rng, rng.int(30, 70))} This page describes ${context.versionLabel}.`;
  const note = versionRng.chance(0.3) ? [admonition(versionRng, `${sentence(versionRng)} Changed in ${context.versionLabel}.`, versionRng.pick(['note', 'tip'] as const))] : [];
  const body = [intro, ...note, ...sections(rng, headings, { words: doc.words - countWords(intro), links, taken })];
  return `${fm}\n${doc.titleAsH1 ? `# ${doc.title}\n\n` : ''}${body.join('\n\n')}\n`;
}

function tagsYaml(tags: string[]): string {
  return tags.map((tag) => `${tag}:\n  label: ${JSON.stringify(humanize(tag))}\n  permalink: /${tag}\n  description: ${JSON.stringify(`Pages about ${tag.replace(/-/g, ' ')}.`)}\n`).join('\n');
}

function addDocs(files: Map<string, string>, random: Random, plan: CorpusPlan): DocSlot[] {
  const { categories, docs } = planDocs(random.fork('docs-tree'), plan.docsPerVersion);
  const versions = [
    { name: 'current', root: 'docs', label: 'the next, unreleased version' },
    ...RELEASED_VERSIONS.map((name) => ({ name, root: `versioned_docs/version-${name}`, label: `version ${name}` })),
  ];
  for (const version of versions) {
    const inVersion = docs.filter((doc) => version.name === 'current' || !doc.nextOnly);
    for (const doc of inVersion) files.set(`${version.root}/${doc.file}`, docSource(doc, { version: version.name, versionLabel: version.label, docs, random }));
    for (const category of categories) {
      const meta: Record<string, unknown> = { label: category.label };
      if (category.position !== undefined) meta.position = category.position;
      if (!category.hasIndexDoc) meta.link = { type: 'generated-index', description: `Everything about ${category.label.toLowerCase()}.` };
      files.set(`${version.root}/${category.dir}/_category_.json`, `${JSON.stringify(meta, null, 2)}\n`);
    }
    files.set(`${version.root}/tags.yml`, tagsYaml(DOC_TAGS));
  }
  const autogenerated = { docs: [{ type: 'autogenerated', dirName: '.' }] };
  files.set('sidebars.js', `// @ts-check\n\n/** One sidebar, generated from the docs folder. */\nmodule.exports = {\n  docs: [{ type: 'autogenerated', dirName: '.' }],\n};\n`);
  for (const name of RELEASED_VERSIONS) files.set(`versioned_sidebars/version-${name}-sidebars.json`, `${JSON.stringify(autogenerated, null, 2)}\n`);
  files.set('versions.json', `${JSON.stringify(RELEASED_VERSIONS, null, 2)}\n`);
  return docs;
}

function avatarSvg(name: string, hue: number): string {
  const initials = name.split(' ').map((part) => part[0]).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 45% 45%)"/><text x="32" y="40" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#fff">${initials}</text></svg>\n`;
}

/** `YYYY-MM-DD`, `days` after 2019-03-04 (UTC: no time zone can move a date). */
function dateAfter(days: number): string {
  return new Date(Date.UTC(2019, 2, 4) + days * 86_400_000).toISOString().slice(0, 10);
}

function addBlog(files: Map<string, string>, random: Random, plan: CorpusPlan, docs: DocSlot[]): void {
  const rng = random.fork('blog');
  files.set(
    'blog/authors.yml',
    AUTHORS.map(([key, name, title]) => `${key}:\n  name: ${name}\n  title: ${title}\n  url: https://github.com/${key}\n  image_url: /img/authors/${key}.svg\n  page: true\n  socials:\n    github: ${key}\n    x: ${key}\n`).join('\n'),
  );
  files.set('blog/tags.yml', tagsYaml(BLOG_TAGS));
  // Avatars are local files: a built corpus must never make the browser reach another host.
  for (const [key, name] of AUTHORS) files.set(`static/img/authors/${key}.svg`, avatarSvg(name, rng.int(0, 359)));
  const slugs = new Set<string>();
  let day = 0;
  const posts: string[] = [];
  const released = docs.filter((doc) => !doc.nextOnly);
  for (let i = 0; i < plan.posts; i++) {
    day += rng.int(5, 25);
    const title = uniqueText(slugs, () => `${titleText(rng)} in ${rng.pick(['practice', 'depth', 'production', 'one afternoon', 'five minutes'])}`);
    // Every sixth post is a folder with an index.md, the other layout Docusaurus accepts.
    const file = i % 6 === 5 ? `blog/${dateAfter(day)}-${kebab(title)}/index.md` : `blog/${dateAfter(day)}-${kebab(title)}.md`;
    const doc = rng.pick(released);
    const links = [`[${doc.title}](/docs/${doc.url})`];
    if (posts.length) links.push(`[an earlier post](${relativeLink(file, rng.pick(posts))})`);
    const fm = frontMatter({
      title,
      authors: rng.sample(AUTHORS.map(([key]) => key), rng.int(1, 2)),
      tags: rng.sample(BLOG_TAGS, rng.int(1, 3)),
      description: rng.chance(0.6) ? sentence(rng) : undefined,
    });
    const words = rng.int(300, 1200);
    const taken = new Set([kebab(title)]);
    const headings = Array.from({ length: Math.max(2, Math.round(words / 200)) }, () => uniqueText(taken, () => headingText(rng)));
    const body = [paragraph(rng, rng.int(30, 70)), '<!-- truncate -->', ...sections(rng, headings, { words, links, taken })];
    files.set(file, `${fm}\n${body.join('\n\n')}\n`);
    posts.push(file);
  }
}

function addChangelog(files: Map<string, string>, random: Random, plan: CorpusPlan): void {
  const rng = random.fork('changelog');
  const entries: string[] = [];
  // Starts at 3.0.0, not 1.0.0: the engine's changelog plugin links every entry before 3.0 to a
  // `/changelog/v2` page that only Folio's own site has (blog/index.ts, changelogExtraLink), so
  // older entries would fail the build on a broken link.
  let [major, minor, patch] = [3, 0, 0];
  let day = 0;
  let pr = 1000;
  for (let i = 0; i < plan.changelogEntries; i++) {
    if (i > 0) {
      if (i % 40 === 0) [major, minor, patch] = [major + 1, 0, 0];
      else if (rng.chance(0.2)) [minor, patch] = [minor + 1, 0];
      else patch += 1;
    }
    day += rng.int(4, 20);
    const committers = new Map<string, string>();
    const groups = rng.sample(CHANGE_KINDS, rng.int(1, 3)).map((kind) => {
      const items = Array.from({ length: rng.int(1, 5) }, () => {
        const [handle, name] = rng.pick(AUTHORS);
        committers.set(handle, name);
        pr += rng.int(1, 9);
        return `- \`${rng.pick(PACKAGES)}\`: ${sentence(rng).replace(/\.$/, '')} ([#${pr}](https://github.com/example/bench-site/pull/${pr})) (@${handle})`;
      });
      return `#### ${kind}\n\n${items.join('\n')}`;
    });
    const people = [...committers].sort(([a], [b]) => a.localeCompare(b)).map(([handle, name]) => `- ${name} (@${handle})`);
    entries.push(`## ${major}.${minor}.${patch} (${dateAfter(day)})\n\n${groups.join('\n\n')}\n\n#### Committers: ${people.length}\n\n${people.join('\n')}`);
  }
  files.set('CHANGELOG.md', `# Changelog\n\nEvery release of the bench site, newest first.\n\n${entries.reverse().join('\n\n')}\n`);
}

const SITE_CONFIG = `// A Docusaurus-shaped site generated by \`npm run bench\` (src/node/bench/generateCorpus.ts).
import { defineConfig } from 'folio';

export default defineConfig({
  title: 'Bench Site',
  tagline: 'Synthetic docs, blog and changelog',
  url: 'https://bench.example.com',
  baseUrl: '/',
  staticDirectories: ['static'],
  docs: [
    {
      path: 'docs',
      routeBasePath: 'docs',
      sidebarPath: 'sidebars.js',
      editUrl: 'https://github.com/example/bench-site/edit/main/',
    },
  ],
  blog: [
    {
      path: 'blog',
      routeBasePath: 'blog',
      blogTitle: 'Bench blog',
      blogDescription: 'Posts of the synthetic bench site.',
      blogSidebarCount: 'ALL',
    },
    {
      id: 'changelog',
      path: 'changelog',
      routeBasePath: 'changelog',
      changelogFile: 'CHANGELOG.md',
${changelogDisplayOptions('      ')}
    },
  ],
  pages: [{ path: 'src/pages', routeBasePath: '' }],
  ${benchThemeConfig({ search: true })}
});
`;

const HOME_PAGE = `---
title: Bench Site
---

# Bench Site

A synthetic site with [versioned docs](/docs/intro), a [blog](/blog) and a [changelog](/changelog).
`;

function hashFiles(files: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const file of [...files.keys()].sort()) hash.update(file).update('\0').update(files.get(file)!).update('\0');
  return hash.digest('hex');
}

/** The corpus in memory: pure, so its hash is known before anything is written. */
export function createCorpus(options: CorpusOptions): Corpus {
  const plan = planCorpus(options.pages);
  const random = createRandom(`${options.seed ?? 'folio-bench'}:${options.pages}`);
  const files = new Map<string, string>();
  const docs = addDocs(files, random, plan);
  addBlog(files, random, plan, docs);
  addChangelog(files, random, plan);
  files.set('src/pages/index.md', HOME_PAGE);
  // A Docusaurus site has its own package.json, and it is not `"type": "module"`: without it the
  // CommonJS sidebars.js would be read as ESM when the corpus sits inside an ESM package.
  files.set('package.json', `${JSON.stringify({ name: 'bench-site', version: '0.0.0', private: true, scripts: { build: 'folio build' } }, null, 2)}\n`);
  files.set('site.config.ts', SITE_CONFIG);
  // The same site for Docusaurus, so both build the very same content (npm run bench -- --docusaurus).
  for (const [file, content] of docusaurusFiles()) files.set(file, content);
  return { plan, files, hash: hashFiles(files) };
}

/**
 * Writes the corpus into `dir` (emptied first), unless `dir` already holds a corpus with the same
 * hash: then nothing is touched and `reused` is true.
 */
export async function generateCorpus(dir: string, options: CorpusOptions): Promise<Corpus & { reused: boolean }> {
  const corpus = createCorpus(options);
  const hashFile = path.join(dir, HASH_FILE);
  if (existsSync(hashFile) && (await readFile(hashFile, 'utf8')).trim() === corpus.hash) return { ...corpus, reused: true };
  // Only a folder this generator wrote (or an empty one) is emptied: a wrong path must not cost anyone their files.
  if (existsSync(dir) && !existsSync(hashFile) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is not empty and holds no generated corpus (no ${HASH_FILE}); pick an empty folder.`);
  }
  await rm(dir, { recursive: true, force: true });
  const folders = new Set([...corpus.files.keys()].map((file) => path.dirname(path.join(dir, file))));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // In slices: 10,000 files opened at once would exceed the open-file limit.
  const entries = [...corpus.files];
  for (let i = 0; i < entries.length; i += WRITE_SLICE) {
    await Promise.all(entries.slice(i, i + WRITE_SLICE).map(([file, content]) => writeFile(path.join(dir, file), content)));
  }
  await writeFile(hashFile, `${corpus.hash}\n`);
  return { ...corpus, reused: false };
}
