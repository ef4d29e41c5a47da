// Components a site's MDX imports from its own files (`import Badge from
// '@site/src/components/Badge'`): each module is a page feature of its own, `Site:<path from the
// site folder>`, loaded with the pages that use it as the theme's Tabs are (src/client/
// markdownFeatures.ts), and each component in compiled markdown is named by its module and
// export, so two files' `Badge`s never meet. The name starts with a capital, which is how
// MdContent tells a component from an element.

const PREFIX = 'Site:';

/** The page feature of the site module at `modulePath` (from the site folder, `/`-separated). */
export function siteComponentFeature(modulePath: string): string {
  return `${PREFIX}${modulePath}`;
}

/** The module path of a site component feature; undefined for any other feature (`tabs`). */
export function siteComponentModule(feature: string): string | undefined {
  return feature.startsWith(PREFIX) ? feature.slice(PREFIX.length) : undefined;
}

/** The name compiled markdown gives the export `exported` (`default`, `Badge`) of a feature's module. */
export function siteComponentName(feature: string, exported: string): string {
  return `${feature}#${exported}`;
}

/** The module and export a site component's name in compiled markdown stands for; undefined for any other name. */
export function parseSiteComponentName(name: string): { feature: string; module: string; exported: string } | undefined {
  // The last `#`: a folder may have one in its name (`src/C#/Badge.js`), an export may not.
  const hash = name.lastIndexOf('#');
  const module = hash < 0 ? undefined : siteComponentModule(name.slice(0, hash));
  return module === undefined ? undefined : { feature: name.slice(0, hash), module, exported: name.slice(hash + 1) };
}
