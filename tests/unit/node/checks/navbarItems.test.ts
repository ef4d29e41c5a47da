import { describe, expect, it } from 'vitest';
import { navbarDocProblems, navbarItemTypeProblems } from '../../../../src/node/checks/navbarItems.js';
import type { DocsGlobalData, DocsVersionSummary, NavbarItem } from '../../../../src/shared/types.js';

const version = (name: string, navbarDocs: string[], draftIds: string[] = [], sidebars: DocsVersionSummary['sidebars'] = { docs: { link: '/docs/introduction' } }): DocsVersionSummary => ({
  name,
  label: name,
  isLast: name === 'current',
  path: name === 'current' ? '/docs' : `/docs/${name}`,
  mainDocPath: '/docs',
  sidebars,
  docsIndex: `/index-${name}.json`,
  draftIds,
  navbarDocs: Object.fromEntries(navbarDocs.map((id) => [id, { path: `/docs/${id}`, title: id }])),
});
const docs: Record<string, DocsGlobalData> = {
  default: { pluginId: 'default', path: '/docs', breadcrumbs: true, versions: [version('current', ['introduction', 'new-page'], ['wip']), version('1.0', ['introduction', 'old-page'], ['wip'])] },
};
const ids = () => ['introduction', 'installation', 'new-page'];
const source = "export default {\n  navbar: [\n    { type: 'doc', docId: 'introduktion' },\n    { type: 'dropdown', items: [{ type: 'doc', docId: 'old-page' }] },\n  ],\n};\n";
const config = { file: 'site.config.ts', source };

describe('navbarDocProblems', () => {
  it('reports a doc id no version has at its line of the config, with the likely id and the ids there are', () => {
    const problems = navbarDocProblems([{ type: 'doc', docId: 'introduktion' }], docs, ids, config);
    expect(problems).toEqual([
      {
        plugin: 'navbar',
        where: { file: 'site.config.ts', line: 3 },
        what: 'The navbar\'s doc item names doc "introduktion", which versions current, 1.0 of docs instance "default" do not have',
        fix: 'Did you mean "introduction"? A doc id is the doc\'s path below the docs folder without its extension, or its front matter `id`. Available doc ids: introduction, installation, new-page.',
      },
    ]);
  });

  it('accepts a doc only the latest version has: the pages of older versions link to it there, as in Docusaurus', () => {
    expect(navbarDocProblems([{ type: 'doc', docId: 'new-page' }], docs, ids, config)).toEqual([]);
  });

  it('reports a doc the latest version lacks, naming the versions without it, inside dropdowns too', () => {
    const items: NavbarItem[] = [{ type: 'dropdown', items: [{ type: 'doc', docId: 'old-page' }] }];
    const [problem] = navbarDocProblems(items, docs, ids, config);
    expect(problem?.what).toBe('The navbar\'s doc item names doc "old-page", which version current of docs instance "default" does not have');
    expect(problem?.where).toEqual({ file: 'site.config.ts', line: 4 });
    expect(problem?.fix).toMatch(/^Add the doc to version current \(the latest/);
  });

  it("checks the doc items a version dropdown shows before and after its versions", () => {
    const items: NavbarItem[] = [{ type: 'docsVersionDropdown', dropdownItemsBefore: [{ type: 'doc', docId: 'old-page' }], dropdownItemsAfter: [{ type: 'doc', docId: 'introduktion' }] }];
    expect(navbarDocProblems(items, docs, ids, config).map((problem) => problem.what)).toEqual([
      'The navbar\'s doc item names doc "old-page", which version current of docs instance "default" does not have',
      'The navbar\'s doc item names doc "introduktion", which versions current, 1.0 of docs instance "default" do not have',
    ]);
  });

  it('accepts docs and sidebars every version has, drafts, and items of other kinds', () => {
    const items: NavbarItem[] = [{ type: 'doc', docId: 'introduction' }, { type: 'doc', docId: 'wip' }, { type: 'docSidebar', sidebarId: 'docs' }, { type: 'docsVersionDropdown' }, { type: 'default', to: '/blog', label: 'Blog' }];
    expect(navbarDocProblems(items, docs, ids, config)).toEqual([]);
  });

  it('accepts a docSidebar item whose sidebar only the latest version has', () => {
    const withApi: Record<string, DocsGlobalData> = {
      default: { ...docs.default!, versions: [version('current', [], [], { docs: { link: '/docs/a' }, api: { link: '/docs/api' } }), version('1.0', [], [], { docs: { link: '/docs/1.0/a' } })] },
    };
    expect(navbarDocProblems([{ type: 'docSidebar', sidebarId: 'api' }], withApi, ids, config)).toEqual([]);
  });

  it('reports a docSidebar item whose sidebar the latest version lacks, naming the sidebars there are', () => {
    const withApi: Record<string, DocsGlobalData> = {
      default: { ...docs.default!, versions: [version('current', [], [], { docs: { link: '/docs/a' } }), version('1.0', [], [], { docs: { link: '/docs/1.0/a' }, api: { link: '/docs/1.0/api' } })] },
    };
    const source = "export default {\n  navbar: [\n    { type: 'docSidebar', sidebarId: 'api' },\n  ],\n};\n";
    expect(navbarDocProblems([{ type: 'docSidebar', sidebarId: 'api' }], withApi, ids, { file: 'site.config.ts', source })).toEqual([
      {
        plugin: 'navbar',
        where: { file: 'site.config.ts', line: 3 },
        what: 'The navbar\'s docSidebar item names sidebar "api", which version current of docs instance "default" does not have (sidebars: docs)',
        fix: 'A sidebar id is a key of the sidebars file (or of a versioned_sidebars file).',
      },
    ]);
    const [typo] = navbarDocProblems([{ type: 'docSidebar', sidebarId: 'doc' }], withApi, ids, config);
    expect(typo?.fix).toMatch(/^Did you mean "docs"\?/);
  });

  it('reports a docSidebar item whose sidebar has nothing to link to', () => {
    const empty: Record<string, DocsGlobalData> = { default: { ...docs.default!, versions: [version('current', [], [], { docs: {} })] } };
    const [problem] = navbarDocProblems([{ type: 'docSidebar', sidebarId: 'docs' }], empty, ids, config);
    expect(problem?.what).toBe('The navbar\'s docSidebar item names sidebar "docs", which has no doc or category page to open (its external links do not count) in current of docs instance "default"');
  });

  it('reports an item naming a docs instance that does not exist', () => {
    const [problem, ...rest] = navbarDocProblems([{ type: 'doc', docId: 'x', docsPluginId: 'defualt' }, { type: 'docsVersionDropdown', docsPluginId: 'community' }], docs, ids, config);
    expect(problem?.what).toBe('The navbar\'s doc item names docs instance "defualt", which does not exist (docs instances: default)');
    expect(problem?.fix).toMatch(/^Did you mean "default"\?/);
    expect(rest.map((other) => other.what)).toEqual(['The navbar\'s docsVersionDropdown item names docs instance "community", which does not exist (docs instances: default)']);
  });
});

describe('navbarItemTypeProblems', () => {
  it('reports a type neither built in nor registered, with the item\'s configuration and the likely type', () => {
    const source = "export default {\n  navbar: [\n    { type: 'dropdown', items: [{ type: 'docSidebr', sidebarId: 'api' }] },\n  ],\n};\n";
    const [problem, ...rest] = navbarItemTypeProblems([{ type: 'dropdown', label: 'More', items: [{ type: 'docSidebr', sidebarId: 'api' }] }], [], { file: 'site.config.ts', source });
    expect(rest).toEqual([]);
    expect(problem?.where).toEqual({ file: 'site.config.ts', line: 3 });
    expect(problem?.what).toBe('No NavbarItem component found for type "docSidebr", in this item of themeConfig.navbar.items: {"type":"docSidebr","sidebarId":"api"}');
    expect(problem?.fix).toMatch(/^Did you mean "docSidebar"\?/);
  });

  it('accepts built-in types, types the site registers, and items without a type', () => {
    const items: NavbarItem[] = [{ type: 'custom-testItem' }, { type: 'search' }, { to: '/blog', label: 'Blog' }, { label: 'More', items: [{ type: 'html', value: '<b>x</b>' }] }];
    expect(navbarItemTypeProblems(items, ['custom-testItem'], config)).toEqual([]);
  });
});
