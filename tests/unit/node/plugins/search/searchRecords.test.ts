import { describe, expect, it } from 'vitest';
import { pageRecords, searchPages } from '../../../../../src/node/plugins/search/searchRecords.js';
import { RECORD_OPTIONS, searchRoute } from './helpers.js';

describe('pageRecords', () => {
  it('makes one DocSearch-shaped record per section, with the heading trail and anchor', () => {
    const route = searchRoute('/docs/sidebar', 'Sidebar', 'docs-default-current', [
      ['Sidebar', '', 1, 'A sidebar lists docs.'],
      ['Items', 'items', 2, 'Items are links.'],
      ['Links', 'links', 3, 'A link item.'],
      ['Categories', 'categories', 2, 'A category groups items.'],
    ]);
    const records = pageRecords(route.path, route.title, route.search!, RECORD_OPTIONS);
    expect(records.map((record) => [record.url, record.type, record.anchor, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['/docs/sidebar', 'content', null, null, null],
      ['/docs/sidebar#items', 'content', 'items', 'Items', null],
      ['/docs/sidebar#links', 'content', 'links', 'Items', 'Links'],
      ['/docs/sidebar#categories', 'content', 'categories', 'Categories', null],
    ]);
    expect(records[2]).toMatchObject({
      url_without_anchor: '/docs/sidebar',
      hierarchy: { lvl0: 'Guides', lvl1: 'Sidebar', lvl4: null, lvl5: null, lvl6: null },
      content: 'A link item.',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
    });
  });

  it('gives a page without opening text a title record and heading records without content', () => {
    const route = searchRoute('/blog/post', 'A post', 'blog-default', [['Setup', 'setup', 2, '']]);
    const records = pageRecords(route.path, route.title, route.search!, RECORD_OPTIONS);
    expect(records.map((record) => [record.type, record.content])).toEqual([
      ['lvl1', null],
      ['lvl2', null],
    ]);
  });

  it('applies the base URL and the trailing-slash rule, and encodes the path', () => {
    const route = searchRoute('/docs/special chars', 'Special', 'default', [['Part', 'part', 2, 'text']]);
    const records = pageRecords(route.path, route.title, route.search!, { baseUrl: '/site/', trailingSlash: true, language: 'en' });
    expect(records.map((record) => record.url)).toEqual(['/site/docs/special%20chars/', '/site/docs/special%20chars/#part']);
  });
});

describe('searchPages', () => {
  it('leaves out unlisted, noindex and redirect routes and routes without search text', () => {
    const routes = [
      searchRoute('/docs/a', 'A', 'docs-default-current', [['A', '', 1, 'text']]),
      searchRoute('/docs/hidden', 'Hidden', 'docs-default-current', [['Hidden', '', 1, 'text']], { unlisted: true }),
      searchRoute('/examples/noIndex', 'No index', 'default', [['No index', '', 1, 'text']], { noindex: true }),
      { path: '/blog', kind: 'blogList', title: 'Blog', props: {} },
    ];
    expect(searchPages(routes, RECORD_OPTIONS).map((page) => page.records[0]!.url)).toEqual(['/docs/a']);
  });

  it('leaves out the paths search.ignorePatterns names', () => {
    const routes = [
      searchRoute('/docs/a', 'A', 'docs-default-current', [['A', '', 1, 'text']]),
      searchRoute('/tests', 'Tests', 'default', [['Tests', '', 1, 'text']]),
      searchRoute('/tests/docs/x', 'X', 'docs-tests-current', [['X', '', 1, 'text']]),
      searchRoute('/testsuite', 'Suite', 'default', [['Suite', '', 1, 'text']]),
      searchRoute('/examples/one', 'One', 'default', [['One', '', 1, 'text']]),
    ];
    const kept = searchPages(routes, { ...RECORD_OPTIONS, ignorePatterns: ['/tests/**', '/examples/one'] });
    expect(kept.map((page) => page.records[0]!.url)).toEqual(['/docs/a', '/testsuite']);
  });

  it('numbers pages tag by tag, in route order', () => {
    const routes = [
      searchRoute('/docs/b', 'B', 'docs-default-current', [['B', '', 1, 'text']]),
      searchRoute('/blog/x', 'X', 'blog-default', [['X', '', 1, 'text']]),
      searchRoute('/docs/a', 'A', 'docs-default-current', [['A', '', 1, 'text']]),
    ];
    expect(searchPages(routes, RECORD_OPTIONS).map((page) => [page.tag, page.records[0]!.url])).toEqual([
      ['docs-default-current', '/docs/b'],
      ['docs-default-current', '/docs/a'],
      ['blog-default', '/blog/x'],
    ]);
  });

  it('numbers newer docs versions first, so equal matches list them first (audit: route order put 3.5.2 before 3.6.3 and both before the current docs)', () => {
    const versioned = (path: string, tag: string, order: number) => {
      const route = searchRoute(path, 'Intro', tag, [['Intro', '', 1, 'text']]);
      return { ...route, search: { ...route.search!, order } };
    };
    const routes = [
      searchRoute('/blog/x', 'X', 'blog-default', [['X', '', 1, 'text']]),
      versioned('/docs/3.5.2/intro', 'docs-default-3.5.2', 2),
      versioned('/docs/3.6.3/intro', 'docs-default-3.6.3', 1),
      searchRoute('/docs/blog-like', 'Page', 'default', [['Page', '', 1, 'text']]),
      versioned('/docs/intro', 'docs-default-current', 0),
    ];
    // Other tags keep their places: only the versions change order among themselves.
    expect(searchPages(routes, RECORD_OPTIONS).map((page) => page.tag)).toEqual(['blog-default', 'docs-default-current', 'docs-default-3.6.3', 'default', 'docs-default-3.5.2']);
  });
});
