// A `doc` or `docSidebar` navbar item links the version being read, else the latest version, as
// Docusaurus's layout hooks do: a doc added in the latest release made every older version's
// pages fail to render, and a doc that is a draft in one version hid the item in all of them.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { PageContext, SiteContext } from '../../../../src/client/context.js';
import type { DocsVersionSummary, NavbarItem as Item, PageData, SiteData } from '../../../../src/shared/types.js';
import { NavbarItem } from '../../../../theme/Navbar/NavbarItem.js';

const version = (name: string, isLast: boolean, docs: string[], draftIds: string[] = [], sidebars: string[] = ['docs']): DocsVersionSummary => {
  const path = isLast ? '/docs' : `/docs/${name}`;
  return {
    name,
    label: name,
    isLast,
    path,
    mainDocPath: `${path}/intro`,
    sidebars: Object.fromEntries(sidebars.map((id) => [id, { link: `${path}/${id}-start` }])),
    docsIndex: `/index-${name}.json`,
    draftIds,
    navbarDocs: Object.fromEntries(docs.map((id) => [id, { path: `${path}/${id}`, title: `${id} (${name})`, sidebar: 'docs' }])),
  };
};

function render(item: Item, location: string, versions: DocsVersionSummary[]): string {
  const site = { title: 'T', baseUrl: '/', docs: { default: { pluginId: 'default', path: '/docs', breadcrumbs: true, versions } } } as unknown as SiteData;
  return renderToString(
    <StaticRouter location={location}>
      <SiteContext.Provider value={site}>
        <PageContext.Provider value={{ page: { path: location } as PageData, shared: {} }}>
          <NavbarItem item={item} />
        </PageContext.Provider>
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('doc navbar items across versions', () => {
  const versions = [version('2.0', true, ['intro', 'new-api']), version('1.0', false, ['intro'], [], [])];

  it("links the version being read's own doc when it has one", () => {
    expect(hrefs(render({ type: 'doc', docId: 'intro' }, '/docs/1.0/intro', versions))).toEqual(['/docs/1.0/intro']);
  });

  it('links the latest version\'s doc on the pages of a version without it', () => {
    const html = render({ type: 'doc', docId: 'new-api' }, '/docs/1.0/intro', versions);
    expect(hrefs(html)).toEqual(['/docs/new-api']);
    expect(html).toContain('new-api (2.0)');
  });

  it("links the latest version's sidebar on the pages of a version without that sidebar", () => {
    expect(hrefs(render({ type: 'docSidebar', sidebarId: 'docs', label: 'Docs' }, '/docs/1.0/intro', versions))).toEqual(['/docs/docs-start']);
  });

  it('shows a doc that is a draft in the version being read from the latest version, and nothing where no version has it', () => {
    const drafts = [version('2.0', true, ['intro', 'guide']), version('1.0', false, ['intro'], ['guide'])];
    expect(hrefs(render({ type: 'doc', docId: 'guide' }, '/docs/1.0/intro', drafts))).toEqual(['/docs/guide']);
    const draftInLatest = [version('2.0', true, ['intro'], ['guide']), version('1.0', false, ['intro', 'guide'])];
    expect(hrefs(render({ type: 'doc', docId: 'guide' }, '/docs/1.0/intro', draftInLatest))).toEqual(['/docs/1.0/guide']);
    expect(render({ type: 'doc', docId: 'guide' }, '/docs/intro', draftInLatest)).toBe('');
  });
});

describe('the version dropdown of docs with one version', () => {
  it('is a link to that version, not a menu of one, as in Docusaurus (bad-input audit)', () => {
    const html = render({ type: 'docsVersionDropdown' }, '/docs/intro', [version('current', true, ['intro'])]);
    expect(html).not.toContain('dropdown');
    expect(hrefs(html)).toEqual(['/docs/intro']);
    expect(html).toContain('>current<');
    // Two versions are still a menu.
    expect(render({ type: 'docsVersionDropdown' }, '/docs/intro', [version('2.0', true, ['intro']), version('1.0', false, ['intro'])])).toContain('dropdown');
  });
});
