import { describe, expect, it } from 'vitest';
import { createSiteData } from '../../../../src/node/build/siteData.js';
import { navbarItemsWithoutDrafts } from '../../../../src/node/build/navbarItemsWithoutDrafts.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import type { DocsGlobalData, DocsVersionSummary, NavbarItem } from '../../../../src/shared/types.js';

const version = (name: string, navbarDocs: string[], draftIds: string[]): DocsVersionSummary => ({
  name,
  label: name,
  isLast: name === 'current',
  path: name === 'current' ? '/tests/docs' : `/tests/docs/${name}`,
  mainDocPath: '/tests/docs',
  sidebars: {},
  docsIndex: `/index-${name}.json`,
  draftIds,
  navbarDocs: Object.fromEntries(navbarDocs.map((id) => [id, { path: `/tests/docs/${id}`, title: id }])),
});
const instance = (versions: DocsVersionSummary[]): DocsGlobalData => ({ pluginId: 'tests', path: '/tests/docs', breadcrumbs: true, versions });

const draftItem: NavbarItem = { type: 'doc', docsPluginId: 'tests', docId: 'visibility/draft', label: 'DraftItem' };
const listedItem: NavbarItem = { type: 'doc', docsPluginId: 'tests', docId: 'visibility/listed', label: 'Listed' };

describe('navbarItemsWithoutDrafts', () => {
  it('leaves out a doc item naming a draft of a production build, in dropdowns too, and keeps the rest', () => {
    const docs = { tests: instance([version('current', ['visibility/listed'], ['visibility/draft'])]) };
    const items: NavbarItem[] = [draftItem, listedItem, { label: 'More', items: [draftItem, { to: '/blog', label: 'Blog' }] }, { to: '/tests', label: 'Tests' }];
    expect(navbarItemsWithoutDrafts(items, docs)).toEqual([listedItem, { label: 'More', items: [{ to: '/blog', label: 'Blog' }] }, { to: '/tests', label: 'Tests' }]);
  });

  it("leaves it out of the links a version dropdown shows before and after its versions", () => {
    const docs = { tests: instance([version('current', ['visibility/listed'], ['visibility/draft'])]) };
    const dropdown: NavbarItem = { type: 'docsVersionDropdown', docsPluginId: 'tests', dropdownItemsBefore: [draftItem, listedItem], dropdownItemsAfter: [draftItem] };
    expect(navbarItemsWithoutDrafts([dropdown], docs)).toEqual([{ ...dropdown, dropdownItemsBefore: [listedItem], dropdownItemsAfter: [] }]);
  });

  it('keeps the item in development, where the draft is built and no version lists draft ids', () => {
    const docs = { tests: instance([version('current', ['visibility/listed', 'visibility/draft'], [])]) };
    expect(navbarItemsWithoutDrafts([draftItem], docs)).toEqual([draftItem]);
  });

  it('leaves out an item whose doc is a draft in one version and published in another: every version shows the same navbar', () => {
    const docs = { tests: instance([version('current', [], ['visibility/draft']), version('1.0', ['visibility/draft'], [])]) };
    expect(navbarItemsWithoutDrafts([draftItem], docs)).toEqual([]);
  });

  it('looks the draft up in the docs instance the item names, not in another one with the same doc id', () => {
    const docs = { default: { ...instance([version('current', [], ['visibility/draft'])]), pluginId: 'default' }, tests: instance([version('current', ['visibility/draft'], [])]) };
    expect(navbarItemsWithoutDrafts([draftItem], docs)).toEqual([draftItem]);
  });
});

describe('the site data of a production build with a navbar item naming a draft', () => {
  it('gives the client no item the theme could not render (it failed the build at theme/Navbar/NavbarItem.tsx)', () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', themeConfig: { navbar: { items: [draftItem, listedItem] } } });
    const docs = { tests: instance([version('current', ['visibility/listed'], ['visibility/draft'])]) };
    const site = createSiteData(config, docs, { deployPreview: false, homePage: true, globalHead: [] });
    expect(site.navbar.items.map((item) => item.label)).toEqual(['Listed']);
  });
});
