import { describe, expect, it } from 'vitest';
import { findActivePlugin, findActiveVersion, findDocById, findVersionByName, findVersionDocById } from '../../../src/client/docs.js';
import { categoryOfPath } from '../../../src/client/sidebarCategory.js';
import type { SidebarItem } from '../../../src/shared/docsTypes.js';
import type { DocsGlobalData, DocsVersionSummary } from '../../../src/shared/types.js';

const version = (name: string, path: string, extra: Partial<DocsVersionSummary> = {}): DocsVersionSummary => ({ name, label: name, isLast: false, path, mainDocPath: path, sidebars: {}, docsIndex: '', draftIds: [], ...extra });
const plugin: DocsGlobalData = { pluginId: 'default', path: '/docs', breadcrumbs: true, versions: [version('current', '/docs', { isLast: true }), version('1.0', '/docs/1.0')] };

describe('docs client helpers', () => {
  it('finds the most specific version for a path', () => {
    expect(findActiveVersion(plugin, '/docs/1.0/intro')?.name).toBe('1.0');
    expect(findActiveVersion(plugin, '/docs/intro')?.name).toBe('current');
    expect(findActiveVersion(plugin, '/blog')).toBeUndefined();
  });

  it('says which paths have no docs plugin when asked to fail fast', () => {
    expect(() => findActivePlugin({ default: plugin }, '/blog', { failfast: true })).toThrow(/Can't find active docs plugin for "\/blog" pathname/);
  });

  it('returns nothing for a draft id and lists the known ids for an unknown one', () => {
    const index = { docs: [{ id: 'intro', path: '/docs/intro', title: 'Intro' }] };
    const withDraft = version('current', '/docs', { draftIds: ['wip'] });
    expect(findDocById(index, withDraft, 'wip')).toBeUndefined();
    expect(findDocById(index, withDraft, 'intro')?.path).toBe('/docs/intro');
    expect(() => findDocById(index, withDraft, 'nope')).toThrow(/Couldn't find any doc with id "nope"[\s\S]*- intro/);
  });

  it('says no version doc was found for an id the requested version lacks, and names the versions for an unknown one', () => {
    const index = { docs: [{ id: 'intro', path: '/docs/1.0/intro', title: 'Intro' }] };
    const old = findVersionByName(plugin, '1.0');
    expect(findVersionDocById(index, old, 'intro')?.path).toBe('/docs/1.0/intro');
    expect(() => findVersionDocById(index, old, 'new-feature')).toThrow('No version doc found by id "new-feature" in version 1.0.');
    expect(() => findVersionByName(plugin, '9.9')).toThrow('Docs instance "default" has no version "9.9". Available versions: current, 1.0.');
  });
});

describe('categoryOfPath (useCurrentSidebarCategory)', () => {
  const link = (href: string) => ({ type: 'link' as const, label: href, href });
  const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, href, collapsed: false, collapsible: true });
  const sidebar: SidebarItem[] = [link('/docs'), category('Guides', [link('/docs/guides/a'), category('Deep', [link('/docs/guides/deep/b')], '/docs/category/deep')], '/docs/category/guides')];

  it('finds the category whose index page the path is, or the deepest one listing it', () => {
    expect(categoryOfPath(sidebar, '/docs/category/guides')?.label).toBe('Guides');
    expect(categoryOfPath(sidebar, '/docs/guides/a')?.label).toBe('Guides');
    expect(categoryOfPath(sidebar, '/docs/category/deep')?.label).toBe('Deep');
    expect(categoryOfPath(sidebar, '/docs/guides/deep/b')?.label).toBe('Deep');
  });

  it('finds none for a page outside every category', () => {
    expect(categoryOfPath(sidebar, '/docs')).toBeUndefined();
  });
});
