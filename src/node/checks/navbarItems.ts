// Navbar items are checked against the site before any page renders, so a mistake fails the
// build once, at the line of the config that makes it, instead of as an unexpected error with a
// stack trace when the first page renders the navbar: an item's type must be built in or
// registered; `doc` items name a doc and `docSidebar` items a sidebar of a docs instance that
// exists. Each version's pages link to that version's doc or sidebar, or, as in Docusaurus, to the
// latest version's when theirs lacks it (a doc added since): so the latest version must have it,
// and a version without it is only a problem when the latest lacks it too.
import { BuildError, type Diagnostic } from '../errors.js';
import { DOCS_ITEM_TYPES } from '../../shared/navbarItemTypes.js';
import type { SiteConfig } from '../config/schema.js';
import type { DocsGlobalData, DocsVersionSummary, NavbarItem } from '../../shared/types.js';
import { closestMatch } from '../closestMatch.js';
import { lineOfValue } from '../content/lineOfValue.js';
import { everyNavbarItem } from '../config/navbarItemChildren.js';

/**
 * Pure: the problems of the navbar's `doc` items. `docIdsOf(version)` lists a version's doc ids
 * (for the "did you mean"); `config` is the site config file and its text.
 */
export function navbarDocProblems(items: NavbarItem[], docs: Record<string, DocsGlobalData>, docIdsOf: (version: DocsGlobalData['versions'][number]) => string[], config: { file: string; source?: string }): Diagnostic[] {
  const problems: Diagnostic[] = [];
  const where = (value: string) => ({ file: config.file, line: lineOfValue(config.source, value) });
  for (const item of everyNavbarItem(items)) {
    if (!DOCS_ITEM_TYPES.has(item.type ?? '')) continue;
    const pluginId = item.docsPluginId ?? 'default';
    const plugin = docs[pluginId];
    if (!plugin) {
      const instances = Object.keys(docs);
      const match = closestMatch(pluginId, instances);
      problems.push({
        plugin: 'navbar',
        where: where(pluginId),
        what: `The navbar's ${item.type} item names docs instance "${pluginId}", which does not exist (docs instances: ${instances.join(', ') || 'none'})`,
        fix: `${match ? `Did you mean "${match}"? ` : ''}Set \`docsPluginId\` to the \`id\` of one of the site's docs instances.`,
      });
      continue;
    }
    if (item.type === 'docSidebar') {
      problems.push(...sidebarProblems(item.sidebarId ?? '', pluginId, plugin, where));
      continue;
    }
    if (item.type !== 'doc' || !item.docId) continue;
    const docId = item.docId;
    const has = (version: DocsVersionSummary) => Boolean(version.navbarDocs?.[docId]) || version.draftIds.includes(docId);
    // Pages of a version without the doc link the latest version's; a draft shows no item.
    if (has(latestOf(plugin))) continue;
    const lacking = plugin.versions.filter((version) => !has(version));
    const everywhere = lacking.length === plugin.versions.length;
    const ids = everywhere ? docIdsOf(lacking[0]!) : [];
    const match = closestMatch(docId, ids);
    problems.push({
      plugin: 'navbar',
      where: where(docId),
      what: `The navbar's doc item names doc "${docId}", which ${versionsLacking(lacking, pluginId)}`,
      fix: everywhere
        ? `${match ? `Did you mean "${match}"? ` : ''}A doc id is the doc's path below the docs folder without its extension, or its front matter \`id\`. Available doc ids: ${ids.join(', ')}.`
        : `Add the doc to version ${latestOf(plugin).name} (the latest, whose doc the pages of versions without it link to), or link the item with \`to\` instead of \`docId\`.`,
    });
  }
  return problems;
}

/** The navbar item types the theme draws itself (theme/Navbar/NavbarItem.tsx). */
export const BUILT_IN_NAVBAR_ITEM_TYPES = ['default', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'localeDropdown', 'search'];

/**
 * Pure: items whose type is neither built in nor registered by the site (`themeComponents`
 * `navbarItem:<type>`). Each problem shows the item's configuration, as the theme's error does.
 */
export function navbarItemTypeProblems(items: NavbarItem[], customTypes: readonly string[], config: { file: string; source?: string }): Diagnostic[] {
  const known = [...BUILT_IN_NAVBAR_ITEM_TYPES, ...customTypes];
  return everyNavbarItem(items)
    .filter((item): item is NavbarItem & { type: string } => item.type !== undefined && !known.includes(item.type))
    .map((item) => {
      const match = closestMatch(item.type, known);
      return {
        plugin: 'navbar',
        where: { file: config.file, line: lineOfValue(config.source, item.type) },
        what: `No NavbarItem component found for type "${item.type}", in this item of themeConfig.navbar.items: ${JSON.stringify(item)}`,
        fix: `${match ? `Did you mean "${match}"? ` : ''}The types are ${known.join(', ')}; a custom type is registered with themeComponents: { 'navbarItem:custom-…': './path/Item.tsx' }.`,
      };
    });
}

/** `versions 3.5.2, 3.6.3 of docs instance "default" do not have` (or `version … does`). */
function versionsLacking(versions: DocsGlobalData['versions'], pluginId: string): string {
  const names = versions.map((version) => version.name).join(', ');
  return versions.length > 1 ? `versions ${names} of docs instance "${pluginId}" do not have` : `version ${names} of docs instance "${pluginId}" does not have`;
}


/** The version a version without an item's doc or sidebar links to instead (Docusaurus's "latest"). */
function latestOf(plugin: DocsGlobalData): DocsVersionSummary {
  return plugin.versions.find((version) => version.isLast) ?? plugin.versions[0]!;
}

/**
 * A `docSidebar` item's sidebar must exist in the latest version (the others link there when
 * they lack it), and have something to link to in every version that has it.
 */
function sidebarProblems(sidebarId: string, pluginId: string, plugin: DocsGlobalData, where: (value: string) => Diagnostic['where']): Diagnostic[] {
  const missing = latestOf(plugin).sidebars[sidebarId] ? [] : plugin.versions.filter((version) => !version.sidebars[sidebarId]);
  const empty = plugin.versions.filter((version) => version.sidebars[sidebarId] && !version.sidebars[sidebarId]!.link);
  const problems: Diagnostic[] = [];
  if (missing.length) {
    const available = [...new Set(missing.flatMap((version) => Object.keys(version.sidebars)))];
    const match = closestMatch(sidebarId, available);
    problems.push({
      plugin: 'navbar',
      where: where(sidebarId),
      what: `The navbar's docSidebar item names sidebar "${sidebarId}", which ${versionsLacking(missing, pluginId)} (sidebars: ${available.join(', ') || 'none'})`,
      fix: `${match ? `Did you mean "${match}"? ` : ''}A sidebar id is a key of the sidebars file (or of a versioned_sidebars file).`,
    });
  }
  if (empty.length) {
    problems.push({
      plugin: 'navbar',
      where: where(sidebarId),
      what: `The navbar's docSidebar item names sidebar "${sidebarId}", which has no doc or category page to open (its external links do not count) in ${empty.map((version) => version.name).join(', ')} of docs instance "${pluginId}"`,
      fix: 'Add a doc to that sidebar, or link the item with `to` instead of `sidebarId`.',
    });
  }
  return problems;
}

/**
 * Throws the problems of the navbar's items (types, docs, sidebars, docs instances) as one
 * BuildError, at their lines of the config (`place`). `shared` is the site's shared data by URL (a version's doc list is there).
 */
export function assertNavbarItems(config: SiteConfig, docs: Record<string, DocsGlobalData>, shared: ReadonlyMap<string, unknown>, place: { file: string; source?: string }): void {
  const docIdsOf = (version: DocsGlobalData['versions'][number]) => ((shared.get(version.docsIndex) as { docs?: { id: string }[] } | undefined)?.docs ?? []).map((doc) => doc.id);
  const items = config.themeConfig.navbar.items as NavbarItem[];
  const customTypes = Object.keys(config.themeComponents).filter((key) => key.startsWith('navbarItem:')).map((key) => key.slice('navbarItem:'.length));
  const problems = [...navbarItemTypeProblems(items, customTypes, place), ...navbarDocProblems(items, docs, docIdsOf, place)];
  if (problems.length) throw new BuildError(problems);
}
