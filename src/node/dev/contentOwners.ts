// Which plugin instances must load their content again after files change, so that saving one
// doc reloads the docs instance it belongs to and nothing else. Pure: paths in, indices out.
import path from 'node:path';
import type { SiteConfig } from '../config/schema.js';
import { docsParent, versionedDir, versionsFileFor } from '../plugins/docs/versions.js';

/**
 * What one plugin instance reads from disk:
 * - `paths`: folders (everything below them) and files it reads;
 * - `config`: nothing but the config (redirects, sitemap, search, offline), so no content edit
 *   can change it (a config edit restarts everything anyway);
 * - `unknown`: a site's own plugin, which may read anything, so it reloads on every edit.
 */
export type PluginInputs = { kind: 'paths'; paths: string[] } | { kind: 'config' } | { kind: 'unknown' };

/** One entry per plugin, in the order `createPlugins` creates them, with the name it must have. */
export interface PluginInputsEntry {
  name: string;
  inputs: PluginInputs;
}

/**
 * The inputs of every plugin `createPlugins(config)` creates, in the same order (docs, blog,
 * pages, redirects, sitemap, search, offline, the site's own). Over-approximating is safe (a
 * plugin reloads more often than needed); `contentOwners` checks the names line up and falls
 * back to reloading everything when they do not.
 */
export function pluginInputs(config: SiteConfig, siteDir: string): PluginInputsEntry[] {
  const abs = (...parts: string[]) => path.resolve(siteDir, ...parts);
  const docs = config.docs.map((options): PluginInputsEntry => {
    const parent = docsParent(options);
    return {
      name: 'docs',
      inputs: {
        kind: 'paths',
        paths: [
          abs(options.path),
          // Released versions: their docs and sidebars, and the list of versions itself, beside
          // the docs or in the site folder (see versionsFolder): both, which over-approximates safely.
          ...[...new Set([parent, '.'])].flatMap((folder) => [abs(versionedDir(options, 'docs', folder)), abs(versionedDir(options, 'sidebars', folder)), abs(versionsFileFor(options, folder))]),
          abs(typeof options.sidebarPath === 'string' ? options.sidebarPath : path.posix.join(parent, 'sidebars.json')),
          abs(options.path, typeof options.tags === 'string' ? options.tags : 'tags.yml'),
        ],
      },
    };
  });
  const blog = config.blog.map((options): PluginInputsEntry => {
    const paths = [abs(options.path), abs(options.path, options.authorsMapPath), abs(options.path, typeof options.tags === 'string' ? options.tags : 'tags.yml')];
    if (options.changelogFile) paths.push(abs(options.changelogFile));
    return { name: 'blog', inputs: { kind: 'paths', paths } };
  });
  const pages = config.pages.map((options): PluginInputsEntry => ({ name: 'pages', inputs: { kind: 'paths', paths: [abs(options.path)] } }));
  const configOnly = ['client-redirects', 'sitemap', 'search', ...(config.offline.enabled ? ['web-manifest', 'offline'] : [])].map((name): PluginInputsEntry => ({ name, inputs: { kind: 'config' } }));
  const own = (config.plugins as unknown as { name: string }[]).map((plugin): PluginInputsEntry => ({ name: plugin.name, inputs: { kind: 'unknown' } }));
  return [...docs, ...blog, ...pages, ...configOnly, ...own];
}

/** `file` is `dir` or below it (both absolute). */
export function isInside(file: string, dir: string): boolean {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * Indices of the plugins to load again after `files` changed (absolute paths, added, edited or
 * deleted): every plugin that reads one of them, and every plugin whose inputs are unknown. A
 * file no plugin claims (a folder above a content folder, a file some plugin may import)
 * reloads every plugin, as does a plugin list that does not match the expected one.
 */
export function contentOwners(files: string[], entries: PluginInputsEntry[], plugins: { name: string }[]): Set<number> {
  const everything = new Set(plugins.map((_, index) => index));
  if (entries.length !== plugins.length || entries.some((entry, index) => entry.name !== plugins[index]!.name)) return everything;
  const owners = new Set<number>();
  entries.forEach((entry, index) => {
    if (entry.inputs.kind === 'unknown') owners.add(index);
  });
  for (const file of files) {
    const claimed = entries.map((entry, index) => (entry.inputs.kind === 'paths' && entry.inputs.paths.some((input) => isInside(file, input)) ? index : -1)).filter((index) => index >= 0);
    if (!claimed.length) return everything;
    claimed.forEach((index) => owners.add(index));
  }
  return owners;
}
