// Pure: loaded docs of every version → routes, shared sidebars and the instance's global data.
import type { Breadcrumb, DocCardItem, DocPageProps, DocVersionInfo, SidebarCategory, TagInfo } from '../../../shared/docsTypes.js';
import type { DocsGlobalData, DocsVersionSummary, HeadTag, NavbarItem } from '../../../shared/types.js';
import { absoluteRouteUrl, joinUrl } from '../../../shared/url.js';
import type { DocsOptions, SiteConfig } from '../../config/schema.js';
import { inlineJson } from '../../prerender/headTags.js';
import { BuildError, type Diagnostic } from '../../errors.js';
import type { MarkdownOutput } from '../../markdown/types.js';
import { routeHead } from '../markdownRoute.js';
import { resolveTags, toTagInfo, type TagDefinition } from '../tags.js';
import type { ContentLoadedResult, RouteInput } from '../types.js';
import { validateFrontMatter } from '../validateFrontMatter.js';
import { docPathInfo, numberPrefix } from './docMetadata.js';
import { docFrontMatter, type DocFrontMatter } from './frontMatter.js';
import { categoryCards, firstNavigableHref, flattenNavigable, indexSidebar, resolveSidebars } from './sidebars/resolveSidebars.js';
import type { CategoryMetadata, SidebarDoc, SidebarsConfig } from './sidebars/types.js';
import type { VersionMeta } from './versions.js';

export interface LoadedDocFile {
  relPath: string;
  sitePath: string;
  /** Path relative to the site dir (what edit URLs append). */
  siteRelPath: string;
  source: string;
  compiled: MarkdownOutput;
  lastUpdate?: { date: string; author: string };
}

export interface LoadedVersion {
  meta: VersionMeta;
  docs: LoadedDocFile[];
  sidebars: SidebarsConfig;
  sidebarsFile: string;
  categories: Record<string, CategoryMetadata>;
  tags: Record<string, TagDefinition>;
  tagsFile?: string;
}

export interface DocsContent {
  versions: LoadedVersion[];
}

interface DocInfo {
  id: string;
  path: string;
  title: string;
  fm: DocFrontMatter;
  file: LoadedDocFile;
  unlisted: boolean;
  draft: boolean;
  sidebar: SidebarDoc;
  tags: TagDefinition[];
}

export interface DocsRouteContext {
  options: DocsOptions;
  production: boolean;
  navbarItems: NavbarItem[];
  /** Where the site is deployed, for the absolute URLs of structured data. */
  site: Pick<SiteConfig, 'url' | 'baseUrl' | 'trailingSlash'>;
  shareData(name: string, data: unknown): string;
  warn(diagnostic: Diagnostic): void;
}

function versionInfo(options: DocsOptions, version: VersionMeta, latest: VersionMeta): DocVersionInfo {
  return { pluginId: options.id, name: version.name, label: version.label, isLast: version.isLast, banner: version.banner, badge: version.badge, latestLabel: latest.label };
}

function readDocs(version: LoadedVersion, ctx: DocsRouteContext, problems: Diagnostic[], inlineTags: Diagnostic[]): DocInfo[] {
  const docs: DocInfo[] = [];
  for (const file of version.docs) {
    const { value: fm, problems: fmProblems } = validateFrontMatter(docFrontMatter, file.compiled.frontMatter, { file: file.sitePath, source: file.source, plugin: 'docs' });
    problems.push(...fmProblems);
    if (!fm) continue;
    const info = docPathInfo(file.relPath, version.meta.path, fm, { numberPrefixParser: ctx.options.numberPrefixParser });
    const title = fm.title ?? file.compiled.title ?? info.id.split('/').pop()!;
    const unlisted = Boolean(fm.unlisted) || ctx.options.forceUnlisted.includes(info.id);
    const { tags, inline } = resolveTags(fm.tags, version.tags, { file: file.sitePath, source: file.source, plugin: 'docs', tagsFile: version.tagsFile });
    inlineTags.push(...inline);
    docs.push({
      id: info.id,
      path: info.path,
      title,
      fm,
      file,
      unlisted,
      draft: Boolean(fm.draft),
      tags,
      sidebar: {
        id: info.id,
        path: info.path,
        title,
        sidebarLabel: fm.sidebar_label,
        sourceDirName: info.sourceDirName,
        fileName: info.fileName,
        position: fm.sidebar_position ?? numberPrefix(info.fileName),
        isIndex: info.isIndex,
        unlisted,
        description: fm.description,
        className: fm.sidebar_class_name,
        customProps: fm.sidebar_custom_props,
      },
    });
  }
  return docs;
}

/** Docs `doc` navbar items point at, per version, so the navbar renders without a doc list. */
/**
 * A doc page's breadcrumbs as schema.org structured data. The last crumb is the page itself
 * (it has no link in the sidebar trail); a category without a page has no URL and is left out.
 */
export function breadcrumbsJsonLd(breadcrumbs: Breadcrumb[], pagePath: string, site: DocsRouteContext['site']): HeadTag {
  const linked = breadcrumbs
    .map((crumb, index) => ({ label: crumb.label, href: crumb.href ?? (index === breadcrumbs.length - 1 ? pagePath : undefined) }))
    .filter((crumb): crumb is { label: string; href: string } => crumb.href !== undefined);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: linked.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: absoluteRouteUrl(crumb.href, site) })),
  };
  return { tag: 'script', attrs: { type: 'application/ld+json' }, content: inlineJson(data) };
}

function navbarDocIds(items: NavbarItem[], pluginId: string): string[] {
  const ids: string[] = [];
  const visit = (list: NavbarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc' && item.docId && (item.docsPluginId ?? 'default') === pluginId) ids.push(item.docId);
      if (item.items) visit(item.items);
    }
  };
  visit(items);
  return ids;
}

function navbarSidebarIds(items: NavbarItem[], pluginId: string): string[] {
  const ids: string[] = [];
  const visit = (list: NavbarItem[]) => {
    for (const item of list) {
      if (item.type === 'docSidebar' && item.sidebarId && (item.docsPluginId ?? 'default') === pluginId) ids.push(item.sidebarId);
      if (item.items) visit(item.items);
    }
  };
  visit(items);
  return ids;
}

export function docsRoutes(content: DocsContent, ctx: DocsRouteContext): ContentLoadedResult {
  const { options } = ctx;
  const problems: Diagnostic[] = [];
  const inlineTags: Diagnostic[] = [];
  const routes: RouteInput[] = [];
  const latest = content.versions.find((version) => version.meta.isLast)?.meta ?? content.versions[0]!.meta;

  // First pass: every version's docs, so alternates and "latest" links can be computed.
  const perVersion = content.versions.map((version) => {
    const all = readDocs(version, ctx, problems, inlineTags);
    const draftIds = all.filter((doc) => doc.draft && ctx.production).map((doc) => doc.id);
    const docs = all.filter((doc) => !(doc.draft && ctx.production));
    return { version, docs, draftIds };
  });
  if (problems.length) throw new BuildError(problems);
  if (inlineTags.length && options.onInlineTags === 'throw') throw new BuildError(inlineTags);
  if (options.onInlineTags === 'warn') inlineTags.forEach((diagnostic) => ctx.warn(diagnostic));

  const pathsById = new Map<string, Record<string, string>>();
  for (const { version, docs } of perVersion) {
    for (const doc of docs) {
      const entry = pathsById.get(doc.id) ?? {};
      entry[version.meta.name] = doc.path;
      pathsById.set(doc.id, entry);
    }
  }

  const versionSummaries: DocsVersionSummary[] = [];
  const wantedNavbarDocs = navbarDocIds(ctx.navbarItems, options.id);
  const wantedNavbarSidebars = navbarSidebarIds(ctx.navbarItems, options.id);
  let latestMainDocPath = latest.path;

  const resolvedVersions = perVersion.map(({ version, docs, draftIds }) => {
    const resolved = resolveSidebars(
      version.sidebars,
      docs.map((doc) => doc.sidebar),
      version.categories,
      { versionPath: version.meta.path, sidebarCollapsed: options.sidebarCollapsed, sidebarCollapsible: options.sidebarCollapsible, file: version.sidebarsFile, draftIds: new Set(draftIds) },
    );
    problems.push(...resolved.problems);
    const firstSidebar = Object.values(resolved.sidebars)[0];
    // The sidebar's first page, looked up once: inside the search it was listed again for every doc.
    const firstHref = firstNavigableHref(firstSidebar ?? []);
    const mainDoc = docs.find((doc) => doc.path === version.meta.path) ?? docs.find((doc) => doc.path === firstHref) ?? docs[0];
    const mainDocPath = mainDoc?.path ?? version.meta.path;
    if (version.meta.isLast) latestMainDocPath = mainDocPath;
    return { version, docs, draftIds, resolved, mainDocPath };
  });
  if (problems.length) throw new BuildError(problems);

  for (const { version, docs, draftIds, resolved, mainDocPath } of resolvedVersions) {
    const meta = version.meta;
    const info = versionInfo(options, meta, latest);
    const sidebarUrls: Record<string, string> = {};
    for (const [name, items] of Object.entries(resolved.sidebars)) {
      sidebarUrls[name] = ctx.shareData(`docs-${options.id}-${meta.name}-${name}`.replace(/[^a-zA-Z0-9.-]+/g, '-'), items);
    }
    const descriptions = new Map(docs.map((doc) => [doc.path, doc.fm.description ?? undefined]));
    // Once per category: every doc in a category lists the same cards (<DocCardList />).
    const cards = new Map<SidebarCategory, DocCardItem[]>();
    const cardsOf = (category: SidebarCategory) => {
      let found = cards.get(category);
      if (!found) cards.set(category, (found = categoryCards(category, descriptions)));
      return found;
    };
    const tagsBase = joinUrl(meta.path, options.tagsBasePath);

    const sidebarOf = (doc: DocInfo): string | undefined => {
      if (doc.fm.displayed_sidebar === null) return undefined;
      if (doc.fm.displayed_sidebar) return doc.fm.displayed_sidebar;
      return resolved.docSidebar[doc.id];
    };
    const navigable = Object.fromEntries(Object.entries(resolved.sidebars).map(([name, items]) => [name, flattenNavigable(items)]));
    // Where each href sits in each sidebar and in its prev/next order, found once per sidebar.
    const indexes = Object.fromEntries(Object.entries(resolved.sidebars).map(([name, items]) => [name, indexSidebar(items)]));
    const positions = Object.fromEntries(
      Object.entries(navigable).map(([name, list]) => {
        const at = new Map<string, number>();
        list.forEach((item, index) => at.has(item.href) || at.set(item.href, index));
        return [name, at];
      }),
    );
    const indexOf = (sidebarName: string | undefined) => (sidebarName ? indexes[sidebarName] : undefined);
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const pageLink = (id: string | null | undefined, fallback: { title: string; href: string } | undefined) => {
      if (id === null) return undefined;
      if (id !== undefined) {
        const target = byId.get(id);
        if (!target) {
          problems.push({ plugin: 'docs', what: `pagination link to unknown doc id "${id}"`, fix: `Use one of: ${[...byId.keys()].join(', ')}.` });
          return undefined;
        }
        return { title: target.fm.pagination_label ?? target.sidebar.sidebarLabel ?? target.title, href: target.path };
      }
      return fallback;
    };
    const neighbours = (sidebarName: string | undefined, href: string) => {
      const list = sidebarName ? navigable[sidebarName] ?? [] : [];
      const index = sidebarName ? positions[sidebarName]?.get(href) : undefined;
      return index === undefined ? {} : { previous: list[index - 1], next: list[index + 1] };
    };

    const tagDocs = new Map<string, { tag: TagInfo; docs: DocInfo[] }>();
    for (const doc of docs) {
      const sidebarName = sidebarOf(doc);
      const sidebar = indexOf(sidebarName);
      const near = neighbours(sidebarName, doc.path);
      // <DocCardList /> lists the category this doc is the page of, else the one it sits in.
      const category = sidebar?.categoryOf(doc.path) ?? sidebar?.parentOf(doc.path);
      const tags = doc.tags.map((tag) => toTagInfo(tagsBase, tag));
      if (!doc.unlisted) {
        for (const tag of tags) {
          const entry = tagDocs.get(tag.permalink) ?? { tag, docs: [] };
          entry.docs.push(doc);
          tagDocs.set(tag.permalink, entry);
        }
      }
      const latestPath = pathsById.get(doc.id)?.[latest.name];
      const editUrl = doc.fm.custom_edit_url === null ? undefined : doc.fm.custom_edit_url ?? (options.editUrl ? options.editUrl.replace(/\/?$/, '/') + doc.file.siteRelPath : undefined);
      const lastUpdate = doc.fm.last_update
        ? { date: doc.fm.last_update.date ? new Date(doc.fm.last_update.date).toISOString() : undefined, author: doc.fm.last_update.author }
        : doc.file.lastUpdate && (options.showLastUpdateTime || options.showLastUpdateAuthor)
          ? { date: options.showLastUpdateTime ? doc.file.lastUpdate.date : undefined, author: options.showLastUpdateAuthor ? doc.file.lastUpdate.author : undefined }
          : undefined;
      const trail = sidebar?.breadcrumbs(doc.path);
      const breadcrumbs = trail ?? [{ label: doc.title }];
      const props: DocPageProps = {
        id: doc.id,
        title: doc.title,
        hideTitle: Boolean(doc.fm.hide_title),
        hideTableOfContents: Boolean(doc.fm.hide_table_of_contents),
        body: doc.file.compiled.body,
        toc: doc.file.compiled.toc,
        version: info,
        latestDocHref: meta.isLast ? undefined : (latestPath ?? latestMainDocPath),
        versionAlternates: pathsById.get(doc.id) ?? {},
        breadcrumbs,
        showBreadcrumbs: options.breadcrumbs,
        previous: pageLink(doc.fm.pagination_prev, near.previous),
        next: pageLink(doc.fm.pagination_next, near.next),
        tags,
        editUrl,
        lastUpdate,
        unlisted: doc.unlisted,
        draft: doc.draft,
        sidebarName,
        categoryItems: category ? cardsOf(category) : undefined,
      };
      const noindex = doc.unlisted || meta.noIndex;
      routes.push({
        path: doc.path,
        kind: 'doc',
        title: doc.title,
        description: doc.fm.description,
        props,
        shared: sidebarName && sidebarUrls[sidebarName] ? { sidebar: sidebarUrls[sidebarName]! } : undefined,
        noindex,
        unlisted: doc.unlisted,
        head: [...routeHead(doc.file.compiled, doc.fm), breadcrumbsJsonLd(breadcrumbs, doc.path, ctx.site)],
        features: doc.file.compiled.features,
        lastmod: lastUpdate?.date,
        source: { file: doc.file.sitePath, links: doc.file.compiled.links, anchors: doc.file.compiled.anchors },
        search: noindex ? undefined : { tag: `docs-${options.id}-${meta.name}`, lvl0: trail?.[0]?.label ?? meta.label, sections: doc.file.compiled.searchText ?? [] },
      });
    }

    for (const page of resolved.generatedIndexes) {
      const near = neighbours(page.sidebarName, page.path);
      const breadcrumbs = indexOf(page.sidebarName)?.breadcrumbs(page.path) ?? [{ label: page.title }];
      routes.push({
        path: page.path,
        kind: 'docCategory',
        title: page.title,
        description: page.description,
        props: {
          title: page.title,
          description: page.description,
          items: cardsOf(page.category),
          version: info,
          breadcrumbs,
          showBreadcrumbs: options.breadcrumbs,
          previous: near.previous,
          next: near.next,
          sidebarName: page.sidebarName,
        },
        shared: { sidebar: sidebarUrls[page.sidebarName]! },
        head: [breadcrumbsJsonLd(breadcrumbs, page.path, ctx.site)],
        noindex: meta.noIndex,
        source: { file: version.sidebarsFile },
      });
    }

    if (tagDocs.size) {
      const allTags = [...tagDocs.values()].map(({ tag, docs: list }) => ({ ...tag, count: list.length })).sort((a, b) => a.label.localeCompare(b.label));
      routes.push({ path: tagsBase, kind: 'docTags', title: 'Tags', props: { tags: allTags, version: info }, source: { file: version.tagsFile ?? version.sidebarsFile } });
      for (const { tag, docs: list } of tagDocs.values()) {
        routes.push({
          path: tag.permalink,
          kind: 'docTag',
          title: `${list.length} doc${list.length === 1 ? '' : 's'} tagged with "${tag.label}"`,
          description: tag.description,
          props: {
            tag: { ...tag, count: list.length },
            allTagsHref: tagsBase,
            docs: list.map((doc) => ({ id: doc.id, title: doc.title, description: doc.fm.description, href: doc.path })).sort((a, b) => a.title.localeCompare(b.title)),
            version: info,
          },
          source: { file: version.tagsFile ?? version.sidebarsFile },
        });
      }
    }

    const sidebarsSummary: Record<string, { link?: string; url?: string }> = {};
    for (const name of Object.keys(resolved.sidebars)) sidebarsSummary[name] = { link: navigable[name]?.[0]?.href, url: sidebarUrls[name] };
    for (const id of wantedNavbarSidebars) {
      if (resolved.sidebars[id] && !sidebarsSummary[id]!.link) {
        problems.push({ plugin: 'docs', where: { file: version.sidebarsFile }, what: `The navbar links to sidebar "${id}" of version ${meta.name}, but that sidebar has no doc or category page to link to`, fix: `Add a doc to sidebar "${id}", or remove the docSidebar navbar item.` });
      }
    }
    const navbarDocs: Record<string, { path: string; title: string; unlisted?: boolean; sidebar?: string }> = {};
    for (const id of wantedNavbarDocs) {
      const doc = byId.get(id);
      if (doc) navbarDocs[id] = { path: doc.path, title: doc.sidebar.sidebarLabel ?? doc.title, unlisted: doc.unlisted || undefined, sidebar: sidebarOf(doc) };
    }
    const docsIndex = ctx.shareData(`docs-${options.id}-${meta.name}-index`.replace(/[^a-zA-Z0-9.-]+/g, '-'), {
      docs: docs.map((doc) => ({ id: doc.id, path: doc.path, title: doc.title, sidebar: sidebarOf(doc), unlisted: doc.unlisted || undefined })),
      draftIds,
    });
    versionSummaries.push({ name: meta.name, label: meta.label, isLast: meta.isLast, path: meta.path, mainDocPath, sidebars: sidebarsSummary, docsIndex, draftIds, navbarDocs });
  }
  if (problems.length) throw new BuildError(problems);

  const globalData: DocsGlobalData = { pluginId: options.id, path: joinUrl('/', options.routeBasePath), breadcrumbs: options.breadcrumbs, versions: versionSummaries };
  const assets = content.versions.flatMap((version) => version.docs.flatMap((doc) => doc.compiled.assets));
  return { routes, globalData, assets };
}
