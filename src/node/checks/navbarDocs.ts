// `doc` navbar items name a doc by id, and the navbar of each version's pages links to that
// version's doc: every version of the item's docs instance must have it. One that does not
// fails the build here, at the line of the config that writes the id, instead of as an
// unexpected error with a stack trace when the first page renders the navbar.
import { readFileSync } from 'node:fs';
import { BuildError, displayPath, type Diagnostic } from '../errors.js';
import type { SiteConfig } from '../config/schema.js';
import type { DocsGlobalData, NavbarItem } from '../../shared/types.js';
import { closestMatch } from '../closestMatch.js';
import { lineOfValue } from '../content/lineOfValue.js';

/**
 * Pure: the problems of the navbar's `doc` items. `docIdsOf(version)` lists a version's doc ids
 * (for the "did you mean"); `config` is the site config file and its text.
 */
export function navbarDocProblems(items: NavbarItem[], docs: Record<string, DocsGlobalData>, docIdsOf: (version: DocsGlobalData['versions'][number]) => string[], config: { file: string; source?: string }): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const visit = (list: NavbarItem[]) => {
    for (const item of list) {
      if (item.items) visit(item.items);
      if (item.type !== 'doc' || !item.docId) continue;
      const pluginId = item.docsPluginId ?? 'default';
      const plugin = docs[pluginId];
      if (!plugin) continue;
      const docId = item.docId;
      const lacking = plugin.versions.filter((version) => !version.navbarDocs?.[docId] && !version.draftIds.includes(docId));
      if (!lacking.length) continue;
      const everywhere = lacking.length === plugin.versions.length;
      const match = everywhere ? closestMatch(docId, docIdsOf(lacking[0]!)) : undefined;
      const names = lacking.map((version) => version.name).join(', ');
      problems.push({
        plugin: 'navbar',
        where: { file: config.file, line: lineOfValue(config.source, docId) },
        what: `The navbar's doc item names doc "${docId}", which ${lacking.length > 1 ? 'versions' : 'version'} ${names} of docs instance "${pluginId}" ${lacking.length > 1 ? 'do' : 'does'} not have`,
        fix: everywhere
          ? `${match ? `Did you mean "${match}"? ` : ''}A doc id is the doc's path below the docs folder without its extension, or its front matter \`id\`.`
          : `Add the doc to ${lacking.length > 1 ? 'those versions' : 'that version'} (versioned_docs/version-<name>/), or link the item with \`to\` instead of \`docId\`.`,
      });
    }
  };
  visit(items);
  return problems;
}

/**
 * Throws the problems of the navbar's `doc` items as one BuildError, reading the config file for
 * their lines. `shared` is the site's shared data by URL (a version's doc list is there).
 */
export function assertNavbarDocs(config: SiteConfig, docs: Record<string, DocsGlobalData>, shared: ReadonlyMap<string, unknown>, configFile: string): void {
  const docIdsOf = (version: DocsGlobalData['versions'][number]) => ((shared.get(version.docsIndex) as { docs?: { id: string }[] } | undefined)?.docs ?? []).map((doc) => doc.id);
  // The config's text is read only for a problem's line.
  let source: string | undefined;
  const place = {
    file: displayPath(configFile),
    get source() {
      return (source ??= readFileSync(configFile, 'utf8'));
    },
  };
  const problems = navbarDocProblems(config.themeConfig.navbar.items as NavbarItem[], docs, docIdsOf, place);
  if (problems.length) throw new BuildError(problems);
}
