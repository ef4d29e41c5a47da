// The small pure pieces around search: facet filters, highlighting, hit paths, contextual
// versions, the plugin's head tags and index URL.
import { searchMetadata } from '../../../../../src/node/plugins/searchMetadata.js';
import { describe, expect, it } from 'vitest';
import { facetPredicate } from '../../../../../src/client/search/facetFilters.js';
import { highlight, snippet } from '../../../../../src/client/search/highlight.js';
import { queryTerms, tokenize } from '../../../../../src/client/search/indexFormat.js';
import { searchHeadTags, searchIndexUrlFor } from '../../../../../src/node/plugins/search/index.js';
import type { DocsGlobalData, SiteData } from '../../../../../src/shared/types.js';
import { contextualVersions, searchFacetFilters, searchPageUrl, searchTags } from '../../../../../theme/search/contextualSearch.js';
import { hitSitePath } from '../../../../../theme/search/hitPath.js';

function docsPlugin(pluginId: string, path: string, versions: [name: string, path: string, isLast?: boolean][]): DocsGlobalData {
  return {
    pluginId,
    path,
    breadcrumbs: true,
    versions: versions.map(([name, versionPath, isLast]) => ({ name, label: name, isLast: Boolean(isLast), path: versionPath, mainDocPath: versionPath, sidebars: {}, docsIndex: '', draftIds: [] })),
  };
}

const site = {
  url: 'https://folio.example.com',
  baseUrl: '/',
  locale: { current: 'en' },
  docs: {
    default: docsPlugin('default', '/docs', [['current', '/docs', true], ['3.6.3', '/docs/3.6.3'], ['3.5.2', '/docs/3.5.2']]),
    community: docsPlugin('community', '/community', [['current', '/community', true]]),
  },
} as unknown as SiteData;

describe('facetPredicate', () => {
  it('ANDs the groups and ORs inside one, with negation', () => {
    const passes = facetPredicate(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-3.5.2']]);
    expect(passes({ language: 'en', docusaurus_tag: 'docs-default-3.5.2' })).toBe(true);
    expect(passes({ language: 'en', docusaurus_tag: 'docs-default-current' })).toBe(false);
    expect(passes({ language: 'fr', docusaurus_tag: 'default' })).toBe(false);
    expect(facetPredicate(['docusaurus_tag:-default'])({ docusaurus_tag: 'default' })).toBe(false);
    expect(facetPredicate(undefined)({})).toBe(true);
  });
});

describe('highlight and snippet', () => {
  it('marks whole words whose term matched, whatever their case or accents', () => {
    expect(highlight('Éditer the Sidebar, sidebars', new Set(['editer', 'sidebar']), ['sidebar']).value).toBe('<mark>Éditer</mark> the <mark>Sidebar</mark>, sidebars');
    expect(highlight('nothing here', new Set(['sidebar']), ['sidebar'])).toEqual({ value: 'nothing here', matchLevel: 'none', matchedWords: [] });
  });

  it('cuts a snippet around the first match with ellipses', () => {
    const text = 'one two three four five six seven eight nine sidebar ten eleven twelve';
    expect(snippet(text, new Set(['sidebar']), 4).value).toBe('…nine <mark>sidebar</mark> ten eleven…');
    expect(snippet('short text', new Set(), 10).value).toBe('short text');
  });
});

describe('tokenize and queryTerms', () => {
  it('splits on punctuation and symbols and drops possessive s', () => {
    expect(tokenize("Folio's docusaurus.config.js <Tabs>")).toEqual(['Folio', 'docusaurus', 'config', 'js', 'Tabs']);
  });

  it('drops stop words unless the query has nothing else', () => {
    expect(queryTerms('the Sidebar of docs')).toEqual(['sidebar', 'docs']);
    expect(queryTerms('the')).toEqual(['the']);
  });
});

describe('contextual search', () => {
  it('searches the version of the doc page being read, else the preferred, else the latest', () => {
    const none = () => null;
    expect(contextualVersions(site, '/docs/3.5.2/sidebar', none)).toEqual({ default: '3.5.2', community: 'current' });
    expect(contextualVersions(site, '/blog', (id) => (id === 'default' ? '3.6.3' : null))).toEqual({ default: '3.6.3', community: 'current' });
    expect(contextualVersions(site, '/blog', (id) => (id === 'default' ? 'removed' : null))).toEqual({ default: 'current', community: 'current' });
  });

  it('filters by locale and the tags of the chosen versions plus the other tags', () => {
    const tags = searchTags(site, { default: '3.5.2', community: 'current' }, ['default', 'blog-default']);
    expect(searchFacetFilters('en', tags)).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:blog-default', 'docusaurus_tag:docs-default-3.5.2', 'docusaurus_tag:docs-community-current'],
    ]);
    expect(searchTags(site, {}, ['default'])).toEqual(['default', 'docs-default-current', 'docs-default-3.6.3', 'docs-default-3.5.2', 'docs-community-current']);
  });

  it('links to the search page with the query and the versions worth choosing', () => {
    expect(searchPageUrl(site, 'search', 'side bar', { default: '3.5.2', community: 'current' })).toBe('/search?q=side+bar&version=3.5.2');
  });
});

describe('hitSitePath', () => {
  it('turns this site’s absolute URLs into site paths and maps next docs to the current docs', () => {
    expect(hitSitePath('https://folio.example.com/docs/next/sidebar#items', site)).toBe('/docs/sidebar#items');
    expect(hitSitePath('https://folio.example.com/docs/next', site)).toBe('/docs');
    expect(hitSitePath('/docs/3.5.2/sidebar', site)).toBe('/docs/3.5.2/sidebar');
    expect(hitSitePath('https://elsewhere.example.com/docs', site)).toBeUndefined();
  });

  it('removes the base URL', () => {
    expect(hitSitePath('/base/docs/intro#a', { ...site, baseUrl: '/base/' })).toBe('/docs/intro#a');
    expect(hitSitePath('/other/docs', { ...site, baseUrl: '/base/' })).toBeUndefined();
  });
});

describe('search plugin settings', () => {
  const algolia = { appId: 'APP123', apiKey: 'key', indexName: 'folio' };

  it('preconnects to the hosted service by application id, or to the configured host', () => {
    expect(searchHeadTags({ i18n: { defaultLocale: 'en' }, search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [], algolia } }).filter((tag) => tag.tag === 'link')).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://APP123-dsn.algolia.net', crossorigin: 'anonymous' } },
    ]);
    expect(searchHeadTags({ i18n: { defaultLocale: 'en' }, search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [], algolia: { ...algolia, host: 'http://127.0.0.1:4010/' } } })[0]!.attrs.href).toBe('http://127.0.0.1:4010');
    expect(searchHeadTags({ i18n: { defaultLocale: 'en' }, search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [] } }).filter((tag) => tag.tag === 'link')).toEqual([]);
  });

  it("tells a hosted crawler every page's language and tag, which a docs page replaces with its version's", () => {
    const names = (tags: { attrs: Record<string, string> }[]) => Object.fromEntries(tags.map((tag) => [tag.attrs.name, tag.attrs.content]));
    expect(names(searchHeadTags({ i18n: { defaultLocale: 'en' }, search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [] } }))).toEqual({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: 'default',
      'docsearch:docusaurus_tag': 'default',
    });
    expect(names(searchMetadata({ tag: 'docs-default-3.5.2', version: '3.5.2' }))).toEqual({
      docusaurus_version: '3.5.2',
      'docsearch:version': '3.5.2',
      docusaurus_tag: 'docs-default-3.5.2',
      'docsearch:docusaurus_tag': 'docs-default-3.5.2',
    });
  });

  it('points the browser at the local index under the base URL, or at the hosted host', () => {
    expect(searchIndexUrlFor({ baseUrl: '/base/', search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [] } })).toBe('/base/__folio/search/');
    expect(searchIndexUrlFor({ baseUrl: '/', search: { searchPagePath: 'search', contextualSearch: true, ignorePatterns: [], algolia } })).toBeUndefined();
  });
});
