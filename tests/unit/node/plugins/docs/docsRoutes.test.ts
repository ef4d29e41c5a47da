import { describe, expect, it } from 'vitest';
import type { DocPageProps } from '../../../../../src/shared/docsTypes.js';
import { siteConfigSchema } from '../../../../../src/node/config/schema.js';
import type { MarkdownOutput } from '../../../../../src/node/markdown/types.js';
import { docsRoutes, type DocsRouteContext, type LoadedDocFile } from '../../../../../src/node/plugins/docs/docsRoutes.js';
import { normalizeSidebars } from '../../../../../src/node/plugins/docs/sidebars/normalizeSidebars.js';
import { isBuildError, type BuildError } from '../../../../../src/node/errors.js';
import { buildRouteTable } from '../../../../../src/node/routes/buildRouteTable.js';
import { searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import type { DocsGlobalData, NavbarItem } from '../../../../../src/shared/types.js';

function compiled(frontMatter: Record<string, unknown>): MarkdownOutput {
  return { frontMatter, body: [], hasTruncateMarker: false, toc: [], anchors: [], links: [], brokenMarkdownLinks: [], linkLookups: {}, assets: [], head: [], wordCount: 1, readingTime: 1, features: [] };
}

/** A doc of the current version at `docs/{relPath}`. */
function doc(relPath: string, frontMatter: Record<string, unknown>, extra: Partial<LoadedDocFile> = {}): LoadedDocFile {
  return { relPath, sitePath: `docs/${relPath}`, siteRelPath: `docs/${relPath}`, source: '---\n---\n', compiled: compiled(frontMatter), ...extra };
}

/** The routes of one version of a docs instance with these options, docs and sidebars (as a sidebars file writes them). */
function routesOf(docs: LoadedDocFile[], sidebarsFile: unknown, options: Record<string, unknown> = {}, warn: DocsRouteContext['warn'] = () => undefined) {
  return loadedOf(docs, sidebarsFile, options, warn).routes;
}

/** What the docs instance gives the site: its routes and its global data. */
function loadedOf(docs: LoadedDocFile[], sidebarsFile: unknown, options: Record<string, unknown> = {}, warn: DocsRouteContext['warn'] = () => undefined, navbarItems: NavbarItem[] = [], production = true) {
  const { sidebars } = normalizeSidebars(sidebarsFile, { file: 'sidebars.json' });
  const config = siteConfigSchema.parse({ title: 'T', url: 'https://e.com', docs: [options] });
  const ctx: DocsRouteContext = { options: config.docs[0]!, production, navbarItems, site: config, shareData: (name) => name, warn };
  const meta = { name: 'current', label: 'Next', path: '/docs', isLast: true, banner: 'none' as const, badge: false, noIndex: false, docsDir: 'docs', sidebarFile: 'sidebars.json' };
  return docsRoutes({ versions: [{ meta, docs, sidebars, sidebarsFile: 'sidebars.json', categories: {}, tags: {} }] }, ctx);
}

const pageProps = (routes: ReturnType<typeof routesOf>, path: string) => routes.find((route) => route.path === path)!.props as DocPageProps;

describe('docsRoutes', () => {
  it("names the `slug:` line of a doc whose slug takes another doc's URL, the line to change (audit)", () => {
    const routes = routesOf(
      [doc('intro.md', { title: 'Intro' }), doc('guide/moved.md', { title: 'Moved', slug: '/intro' }, { source: '---\ntitle: Moved\nslug: /intro\n---\n\nBody\n' })],
      { docs: ['intro', 'guide/moved'] },
    );
    expect(routes.filter((route) => route.path === '/docs/intro').map((route) => route.source && { file: route.source.file, line: route.source.line })).toEqual([
      { file: 'docs/intro.md', line: undefined },
      { file: 'docs/guide/moved.md', line: 3 },
    ]);
    expect(buildRouteTable(routes).duplicates[0]).toMatchObject({ what: 'Two routes want the URL /docs/intro', where: { file: 'docs/guide/moved.md', line: 3 }, also: [{ file: 'docs/intro.md' }] });
  });

  it('gives the navbar the docs its doc items name, the links around a version dropdown included', () => {
    const navbarItems: NavbarItem[] = [
      { type: 'doc', docId: 'intro' },
      { type: 'docsVersionDropdown', dropdownItemsBefore: [{ type: 'doc', docId: 'faq' }], dropdownItemsAfter: [{ type: 'doc', docId: 'guide' }] },
    ];
    const loaded = loadedOf([doc('intro.md', { title: 'Intro' }), doc('faq.md', { title: 'FAQ' }), doc('guide.md', { title: 'Guide' })], { docs: ['intro', 'faq', 'guide'] }, {}, undefined, navbarItems);
    const [version] = (loaded.globalData as DocsGlobalData).versions;
    expect(Object.keys(version!.navbarDocs ?? {}).sort()).toEqual(['faq', 'guide', 'intro']);
  });

  it('lists an unlisted doc like any other in the dev server, as Docusaurus does (unlisted is a production rule)', () => {
    const docs = [doc('intro.md', { title: 'Intro' }), doc('hidden.md', { title: 'Hidden', unlisted: true })];
    const unlistedOf = (production: boolean) => loadedOf(docs, { docs: ['intro', 'hidden'] }, {}, undefined, [], production).routes.find((route) => route.path === '/docs/hidden')!;
    expect(unlistedOf(true)).toMatchObject({ noindex: true, unlisted: true });
    expect(unlistedOf(false).unlisted).toBeFalsy();
    expect(unlistedOf(false).noindex).toBeFalsy();
  });

  it("labels the prev/next links to a sidebar neighbour with its pagination_label, as Docusaurus does", () => {
    const routes = routesOf(
      [doc('shorthand.md', { title: 'Shorthand' }), doc('legacy-tabs.mdx', { title: 'Legacy tabs and helpers', sidebar_label: 'Legacy tabs', pagination_label: 'Tabs (legacy)' }), doc('faq.md', { title: 'FAQ' })],
      { docs: ['shorthand', 'legacy-tabs', 'faq'] },
    );
    expect(pageProps(routes, '/docs/shorthand').next).toEqual({ title: 'Tabs (legacy)', href: '/docs/legacy-tabs' });
    expect(pageProps(routes, '/docs/faq').previous).toEqual({ title: 'Tabs (legacy)', href: '/docs/legacy-tabs' });
    // The sidebar itself keeps the sidebar label.
    expect(pageProps(routes, '/docs/legacy-tabs').previous).toEqual({ title: 'Shorthand', href: '/docs/shorthand' });
  });

  it("labels a neighbour by its sidebar_label, else the sidebar item's label; a category's doc page by the doc, not the category", () => {
    const routes = routesOf(
      [doc('intro.md', { title: 'Introduction' }), doc('labelled.md', { title: 'Labelled doc', sidebar_label: 'From front matter' }), doc('item.md', { title: 'Item doc' }), doc('guides/index.md', { title: 'Guides overview' }), doc('guides/one.md', { title: 'One' })],
      { docs: ['intro', { type: 'doc', id: 'labelled', label: 'From sidebars' }, { type: 'doc', id: 'item', label: 'Item label' }, { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: ['guides/one'] }] },
    );
    expect(pageProps(routes, '/docs/intro').next!.title).toBe('From front matter');
    expect(pageProps(routes, '/docs/labelled').next!.title).toBe('Item label');
    expect(pageProps(routes, '/docs/item').next).toEqual({ title: 'Guides overview', href: '/docs/guides' });
    expect(pageProps(routes, '/docs/guides/one').previous!.title).toBe('Guides overview');
  });

  it('builds the page of a tag only unlisted docs carry, unlisted like them; a tag of listed docs lists only those', () => {
    const routes = routesOf(
      [doc('intro.md', { title: 'Intro', tags: ['shared'] }), doc('hidden.md', { title: 'Hidden', unlisted: true, tags: ['shared', 'secret'] })],
      { docs: ['intro', 'hidden'] },
    );
    // The unlisted doc links to /docs/tags/secret: that page must exist (a broken link before).
    const secret = routes.find((route) => route.path === '/docs/tags/secret')!;
    expect(secret).toMatchObject({ noindex: true, unlisted: true, props: { docs: [{ id: 'hidden' }] } });
    const shared = routes.find((route) => route.path === '/docs/tags/shared')!;
    expect(shared.noindex).toBeUndefined();
    expect((shared.props as { docs: { id: string }[] }).docs.map((d) => d.id)).toEqual(['intro']);
    // The tags index lists what a reader may browse to.
    expect((routes.find((route) => route.path === '/docs/tags')!.props as { tags: { label: string }[] }).tags.map((tag) => tag.label)).toEqual(['shared']);
  });

  it('checks no tag against a tags file the docs do not have, even under onInlineTags: throw, as Docusaurus does', () => {
    const routes = routesOf([doc('a.md', { title: 'A', tags: ['Not declared anywhere'] })], { docs: ['a'] }, { onInlineTags: 'throw' });
    expect(routes.some((route) => route.path === '/docs/tags/not-declared-anywhere')).toBe(true);
  });

  it('shows a last_update front matter only as far as showLastUpdateTime and showLastUpdateAuthor ask', () => {
    const docs = [doc('intro.md', { title: 'Intro', last_update: { date: '2024-02-01', author: 'Jane Doe' } })];
    expect(pageProps(routesOf(docs, { docs: ['intro'] }), '/docs/intro').lastUpdate).toBeUndefined();
    expect(pageProps(routesOf(docs, { docs: ['intro'] }, { showLastUpdateTime: true }), '/docs/intro').lastUpdate).toEqual({ date: '2024-02-01T00:00:00.000Z', author: undefined });
  });

  it('describes the tags page and a tag without a description of its own by what they list, not by the site tagline', () => {
    const routes = routesOf([doc('a.md', { title: 'A', tags: ['Inline tag'] })], { docs: ['a'] }, { onInlineTags: 'ignore' });
    const described = (kind: string) => routes.find((route) => route.kind === kind)!.description;
    expect(described('docTags')).toBe('Every tag of the Next docs, with how many docs carry it.');
    expect(described('docTag')).toBe('Every doc tagged with "Inline tag".');
  });

  it("gives a generated index the keywords and social image its category's link asks for", () => {
    const link = { type: 'generated-index', slug: '/getting-started', keywords: ['install', 'setup'], image: '/img/getting-started.png' };
    const routes = routesOf([doc('install.md', { title: 'Install' })], { docs: [{ type: 'category', label: 'Getting started', link, items: ['install'] }] });
    const index = routes.find((route) => route.kind === 'docCategory')!;
    expect(index.path).toBe('/docs/getting-started');
    expect(index.head).toEqual(
      expect.arrayContaining([
        { tag: 'meta', attrs: { name: 'keywords', content: 'install, setup' } },
        { tag: 'meta', attrs: { property: 'og:image', content: '/img/getting-started.png' } },
        { tag: 'meta', attrs: { name: 'twitter:image', content: '/img/getting-started.png' } },
      ]),
    );
    const single = routesOf([doc('install.md', { title: 'Install' })], { docs: [{ type: 'category', label: 'Getting started', link: { type: 'generated-index', keywords: 'install' }, items: ['install'] }] });
    expect(single.find((route) => route.kind === 'docCategory')!.head).toContainEqual({ tag: 'meta', attrs: { name: 'keywords', content: 'install' } });
  });

  it('puts a generated index in the search index with its title, description and cards, as Docusaurus does', () => {
    const link = { type: 'generated-index', description: 'Install Folio and build a first site.', keywords: ['setup'] };
    const routes = routesOf(
      [doc('install.md', { title: 'Installation', description: 'Node, npm and a new site.' }), doc('first-site.md', { title: 'Your first site' })],
      { docs: [{ type: 'category', label: 'Getting started', link, items: ['install', 'first-site'] }] },
    );
    const page = searchPages(routes, { baseUrl: '/', trailingSlash: undefined, language: 'en' }).find(({ records }) => records[0]!.url === '/docs/category/getting-started');
    expect(page).toMatchObject({ tag: 'docs-default-current', alias: 'setup' });
    expect(page!.records).toEqual([
      expect.objectContaining({
        hierarchy: { lvl0: 'Getting started', lvl1: 'Getting started', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
        content: 'Install Folio and build a first site. Installation: Node, npm and a new site. Your first site',
        docusaurus_tag: 'docs-default-current',
      }),
    ]);
  });

  it('reports a pagination link to an unknown doc id at its front matter line, suggesting the closest id instead of listing them all', () => {
    const source = '---\ntitle: Intro\npagination_next: instalation\n---\n';
    const docs = [doc('intro.md', { title: 'Intro', pagination_next: 'instalation' }, { source }), doc('installation.md', { title: 'Installation' }), doc('faq.md', { title: 'FAQ' })];
    let error: unknown;
    try {
      routesOf(docs, { docs: ['intro', 'installation', 'faq'] });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    expect((error as BuildError).diagnostics).toEqual([
      {
        plugin: 'docs',
        where: { file: 'docs/intro.md', line: 3 },
        what: '`pagination_next` names doc id "instalation", which no doc of version current has',
        fix: 'Did you mean "installation"? Use the id of a doc of this version (its path below the docs folder without the extension, or its front matter `id`), or null for no link.',
      },
    ]);
  });

  it('reports a displayed_sidebar no sidebar of the version has at its front matter line, naming the sidebars there are', () => {
    const source = '---\ntitle: Installation\ndisplayed_sidebar: api-docs\n---\n';
    const docs = [doc('intro.md', { title: 'Intro' }), doc('installation.md', { title: 'Installation', displayed_sidebar: 'api-docs' }, { source }), doc('cli.md', { title: 'CLI' })];
    let error: unknown;
    try {
      routesOf(docs, { docs: ['intro', 'installation'], apiDocs: ['cli'] });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    expect((error as BuildError).diagnostics).toEqual([
      {
        plugin: 'docs',
        where: { file: 'docs/installation.md', line: 3 },
        what: '`displayed_sidebar` names sidebar "api-docs", which version current of docs instance "default" does not have (sidebars: docs, apiDocs)',
        fix: 'Did you mean "apiDocs"? Use a key of sidebars.json, or null for no sidebar.',
      },
    ]);
  });

  it('reports <DocCardList /> in a doc in no sidebar category at the tag, instead of failing the render in the theme', () => {
    const withCards = (relPath: string, line: number) => doc(relPath, { title: relPath }, { compiled: { ...compiled({ title: relPath }), docCardLists: [{ file: `docs/${relPath}`, line }] } });
    const docs = [withCards('more-markdown.md', 7), withCards('guides/index.md', 3), withCards('guides/one.md', 5), withCards('orphan.md', 4)];
    let error: unknown;
    try {
      routesOf(docs, { docs: ['more-markdown', { type: 'category', label: 'Guides', link: { type: 'doc', id: 'guides/index' }, items: ['guides/one'] }] });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    // The category's page and the doc in the category list its cards.
    expect((error as BuildError).diagnostics).toEqual([
      {
        plugin: 'docs',
        where: { file: 'docs/more-markdown.md', line: 7 },
        what: '<DocCardList /> lists the docs of the sidebar category this doc is in, and doc "more-markdown" is in none (it is in no category of sidebar "docs")',
        fix: 'Put the doc in a sidebar category (in sidebars.json, or in a folder of an autogenerated sidebar), make it a category\'s page (its link), or remove <DocCardList />.',
      },
      expect.objectContaining({ where: { file: 'docs/orphan.md', line: 4 }, what: expect.stringContaining('doc "orphan" is in none (it is in no sidebar)') }),
    ]);
  });

  it('renders a doc with displayed_sidebar: null without a sidebar, and one naming another sidebar with that one', () => {
    const docs = [doc('intro.md', { title: 'Intro', displayed_sidebar: null }), doc('installation.md', { title: 'Installation', displayed_sidebar: 'api' }), doc('cli.md', { title: 'CLI' })];
    const routes = routesOf(docs, { docs: ['intro', 'installation'], api: ['cli'] });
    expect(pageProps(routes, '/docs/intro').sidebarName).toBeUndefined();
    expect(pageProps(routes, '/docs/installation').sidebarName).toBe('api');
  });

  it('reports two docs sharing an id, naming both files, instead of blaming the sidebar for the doc that lost', () => {
    const source = '---\ntitle: Installation\nid: configuration\n---\n';
    const docs = [doc('installation.md', { title: 'Installation', id: 'configuration' }, { source }), doc('configuration.md', { title: 'Configuration' })];
    let error: unknown;
    try {
      routesOf(docs, { docs: ['installation', 'configuration'] });
    } catch (caught) {
      error = caught;
    }
    expect(isBuildError(error)).toBe(true);
    expect((error as BuildError).diagnostics.map((problem) => [problem.what, problem.where, problem.also])).toEqual([
      ['2 docs of version current of docs instance "default" have the id "configuration"', { file: 'docs/installation.md', line: 3 }, [{ file: 'docs/configuration.md', line: undefined }]],
    ]);
  });

  it('passes on the warning of an autogenerated item that finds no docs', () => {
    const warnings: string[] = [];
    routesOf([doc('intro.md', { title: 'Intro' })], { docs: ['intro', { type: 'autogenerated', dirName: 'nope-dir' }] }, {}, (warning) => warnings.push(warning.what));
    expect(warnings).toEqual(['No docs found in nope-dir: the autogenerated item of the sidebars of docs instance "default" adds nothing to its sidebar']);
  });
});

describe("a version's main doc", () => {
  it('is the first doc of the first sidebar, inside a category whose page is a generated index (bring-your-own audit: the alphabetically first doc, of another sidebar, was taken)', () => {
    const loaded = loadedOf(
      [doc('aaa-api.md', { title: 'API' }), doc('start.md', { title: 'Start' })],
      { guide: [{ type: 'category', label: 'Guides', link: { type: 'generated-index' }, items: ['start'] }], api: ['aaa-api'] },
    );
    expect((loaded.globalData as DocsGlobalData).versions[0]!.mainDocPath).toBe('/docs/start');
  });
});
