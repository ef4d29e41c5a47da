// The markdown components of optional page features (tabs, details, diagrams): loaded with the
// page that needs them, before it renders, so compiled markdown renders synchronously (and
// hydrates) with every component it names, while pages without them never download their code.
// The server registry has them all from the start.
import type { ComponentType } from 'react';
import { markdownFeatures, markdownFeaturesSync } from 'virtual:folio/registry';
import { SITE_STYLESHEET_ATTRIBUTE } from '../shared/boot.js';
import { parseSiteComponentName, siteComponentModule, siteComponentName } from '../shared/siteComponents.js';

const components = new Map<string, ComponentType<any>>();
const loading = new Map<string, Promise<void>>();
/** Feature → its stylesheet's URL (SiteData.featureStyles), set once the site data is in. */
let featureStyles: Record<string, string> = {};

export function setFeatureStyles(styles: Record<string, string> | undefined): void {
  featureStyles = styles ?? {};
}

/**
 * Adds the stylesheet to the document unless it is there (the server writes it into the HTML of
 * pages that need it); resolves once it applies, so a page does not show unstyled first.
 * A stylesheet that fails to load is not waited for: the page shows, unstyled.
 */
function loadStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    const siteCss = document.head.querySelector(`link[${SITE_STYLESHEET_ATTRIBUTE}]`);
    if (siteCss) siteCss.before(link);
    else document.head.append(link);
  });
}

/**
 * Registers a feature module's components: the theme's by their capitalised export names; a site
 * module's (its MDX imports them) every export, by the name compiled markdown gives it.
 */
function register(module: Record<string, unknown>, feature: string): void {
  const site = siteComponentModule(feature) !== undefined;
  for (const [name, value] of Object.entries(module)) {
    if (!isComponent(value)) continue;
    if (!site) {
      if (/^[A-Z]/.test(name)) components.set(name, value);
      continue;
    }
    components.set(siteComponentName(feature, name), value);
    // A map of components (the default export of a site's MDXComponents): each by `default.Name`.
    if (typeof value === 'object' && !('$$typeof' in value)) {
      for (const [key, component] of Object.entries(value)) if (isComponent(component)) components.set(siteComponentName(feature, `${name}.${key}`), component);
    }
  }
}

/**
 * Why compiled markdown's site component `name` (see src/shared/siteComponents.ts) has no
 * component: its module has no such export. The module's exports are listed from those registered.
 */
export function missingSiteExportMessage(name: string): string | undefined {
  const site = parseSiteComponentName(name);
  if (!site) return undefined;
  const prefix = `${site.feature}#`;
  const exported = [...components.keys()].filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.')).map((key) => key.slice(prefix.length));
  const [exportName, property] = site.exported.split('.');
  if (property !== undefined) return `${site.module}'s ${exportName} export has no component "${property}": markdown uses <${property}> as one of the components that file registers`;
  return `${site.module} has no export "${exportName}" to render as a component${exported.length ? ` (its components: ${exported.join(', ')})` : ''}`;
}

/** A function component or class, or an object React renders (memo, forwardRef, lazy) or holds components. */
const isComponent = (value: unknown): value is ComponentType<any> => typeof value === 'function' || (typeof value === 'object' && value !== null);

let registeredSync = false;

/** A markdown component by the name compiled markdown gives it, if its feature is loaded. */
export function markdownComponent(name: string): ComponentType<any> | undefined {
  // The server registry's modules, registered on first use: the registry imports the theme,
  // which imports this module, so they do not exist yet while this module initialises.
  if (!registeredSync) {
    registeredSync = true;
    for (const [feature, module] of Object.entries(markdownFeaturesSync)) register(module, feature);
  }
  return components.get(name);
}

/**
 * Loads the components and stylesheets of the features a page lists (`PageData.features`):
 * math has only a stylesheet (KaTeX's), code neither. Resolves when all are in place.
 */
export function loadMarkdownFeatures(features: readonly string[] | undefined): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const feature of features ?? []) {
    const style = featureStyles[feature];
    if (style) pending.push(loadStylesheet(style));
    const load = markdownFeatures[feature];
    if (!load) continue;
    let started = loading.get(feature);
    if (!started) {
      started = load().then((module) => register(module, feature));
      // A failed chunk load may be retried by the next navigation.
      started.catch(() => loading.delete(feature));
      loading.set(feature, started);
    }
    pending.push(started);
  }
  return Promise.all(pending).then(() => undefined);
}
