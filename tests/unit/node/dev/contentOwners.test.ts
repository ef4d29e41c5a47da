import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPlugins } from '../../../../src/node/build/createPlugins.js';
import { validateConfig } from '../../../../src/node/config/validateConfig.js';
import { contentOwners, isInside, pluginInputs } from '../../../../src/node/dev/contentOwners.js';

const siteDir = path.resolve('/site');
const config = validateConfig(
  {
    title: 'T',
    url: 'https://example.com',
    docs: [
      { id: 'default', path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.json' },
      { id: 'community', path: 'community', routeBasePath: 'community' },
    ],
    blog: [
      { id: 'default', path: 'blog', routeBasePath: 'blog' },
      { id: 'changelog', path: 'changelog', routeBasePath: 'changelog', changelogFile: 'CHANGELOG.md' },
    ],
    pages: [{ id: 'default', path: 'pages', routeBasePath: '' }],
  },
  'site.config.ts',
);
const plugins = createPlugins(config);
const entries = pluginInputs(config, siteDir);
const at = (...parts: string[]) => path.join(siteDir, ...parts);
const owners = (...files: string[]) => [...contentOwners(files, entries, plugins)].sort((a, b) => a - b);
const index = (name: string, id: string) => plugins.findIndex((plugin) => plugin.name === name && plugin.id === id);
const withLoadContent = plugins.map((_, i) => i);

describe('pluginInputs', () => {
  it('describes every plugin createPlugins creates, in the same order', () => {
    expect(entries.map((entry) => entry.name)).toEqual(plugins.map((plugin) => plugin.name));
  });
});

describe('contentOwners', () => {
  it('reloads only the docs instance a saved doc belongs to', () => {
    expect(owners(at('docs/guides/intro.md'))).toEqual([index('docs', 'default')]);
    expect(owners(at('community/support.md'))).toEqual([index('docs', 'community')]);
  });

  it('counts released versions, sidebars and the versions list as the docs instance’s', () => {
    expect(owners(at('versioned_docs/version-1.0/intro.md'))).toEqual([index('docs', 'default')]);
    expect(owners(at('versioned_sidebars/version-1.0-sidebars.json'))).toEqual([index('docs', 'default')]);
    expect(owners(at('versions.json'))).toEqual([index('docs', 'default')]);
    // `community` has no sidebarPath: it falls back to the same default sidebars.json.
    expect(owners(at('sidebars.json'))).toEqual([index('docs', 'default'), index('docs', 'community')]);
    expect(owners(at('community_versioned_docs/version-1.0/a.md'))).toEqual([index('docs', 'community')]);
  });

  it('finds the blog of a post and the changelog of CHANGELOG.md', () => {
    expect(owners(at('blog/2024-01-01-hello.md'))).toEqual([index('blog', 'default')]);
    expect(owners(at('blog/authors.yml'))).toEqual([index('blog', 'default')]);
    expect(owners(at('CHANGELOG.md'))).toEqual([index('blog', 'changelog')]);
  });

  it('handles added, renamed and deleted files and folders like edits: by where they are', () => {
    expect(owners(at('pages/new.md'), at('pages/old.md'))).toEqual([index('pages', 'default')]);
    expect(owners(at('docs'))).toEqual([index('docs', 'default')]);
    expect(owners(at('docs/a.md'), at('blog/b.md'))).toEqual([index('docs', 'default'), index('blog', 'default')].sort((a, b) => a - b));
  });

  it('reloads every plugin for a file no plugin claims', () => {
    expect(owners(at('README.md'))).toEqual(withLoadContent);
    expect(owners(at('docs/a.md'), path.resolve('/elsewhere/x.md'))).toEqual(withLoadContent);
  });

  it('always reloads a site’s own plugin, which may read anything', () => {
    const own = { name: 'my-plugin', loadContent: async () => 1 };
    const withOwn = validateConfig({ title: 'T', url: 'https://example.com', plugins: [own] }, 'site.config.ts');
    const ownPlugins = createPlugins(withOwn);
    const reload = contentOwners([at('pages/index.md')], pluginInputs(withOwn, siteDir), ownPlugins);
    expect([...reload].map((i) => ownPlugins[i]!.name).sort()).toEqual(['my-plugin', 'pages']);
  });

  it('reloads everything when the plugin list is not the one it expects', () => {
    expect([...contentOwners([at('docs/a.md')], entries, plugins.slice(1))]).toHaveLength(plugins.length - 1);
  });
});

describe('isInside', () => {
  it('matches a folder itself and what is below it, not a sibling with the same prefix', () => {
    expect(isInside(at('docs'), at('docs'))).toBe(true);
    expect(isInside(at('docs/a/b.md'), at('docs'))).toBe(true);
    expect(isInside(at('docs-old/a.md'), at('docs'))).toBe(false);
    expect(isInside(siteDir, at('docs'))).toBe(false);
  });
});
