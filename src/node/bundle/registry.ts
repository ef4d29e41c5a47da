// Generates the `virtual:folio/registry` module: the theme components by route kind, the app
// shell and client start-up modules. The browser version imports each kind lazily (one chunk
// per kind, so a doc page never downloads the blog's code), and so are the markdown components
// of optional page features (tabs, details); the server version imports all.

export interface RegistryModules {
  /** Route kind → absolute module path. */
  kinds: Record<string, string>;
  Layout: string;
  ErrorPage: string;
  Loading: string;
  /** Absolute paths of modules whose default export runs once in the browser. */
  clientModules: string[];
  /** Custom navbar item type (`custom-*`) → absolute module path. */
  navbarItemTypes: Record<string, string>;
  /** Page feature (`tabs`) → absolute path of the module with the markdown components it needs. */
  markdownFeatures: Record<string, string>;
  /** Absolute paths of the site's own stylesheets (`customCss`): the browser bundle's site stylesheet has them. */
  stylesheets?: string[];
}

const q = (value: string): string => JSON.stringify(value);

export function registrySource(modules: RegistryModules, target: 'client' | 'server'): string {
  const lines: string[] = [
    `import Layout from ${q(modules.Layout)};`,
    `import ErrorPage from ${q(modules.ErrorPage)};`,
    `import Loading from ${q(modules.Loading)};`,
    `export { Layout, ErrorPage, Loading };`,
  ];
  const navbarEntries = Object.entries(modules.navbarItemTypes).map(([type, file], index) => {
    lines.push(`import navbarItem${index} from ${q(file)};`);
    return `${q(type)}: navbarItem${index}`;
  });
  lines.push(`export const navbarItemTypes = {${navbarEntries.join(', ')}};`);
  const kindEntries = Object.entries(modules.kinds).sort(([a], [b]) => a.localeCompare(b));
  const featureEntries = Object.entries(modules.markdownFeatures).sort(([a], [b]) => a.localeCompare(b));
  if (target === 'client') {
    for (const file of modules.stylesheets ?? []) lines.push(`import ${q(file)};`);
    const starts = modules.clientModules.map((file, index) => {
      lines.push(`import clientModule${index} from ${q(file)};`);
      return `clientModule${index}`;
    });
    lines.push(`export const clientModules = [${starts.join(', ')}];`);
    lines.push(`export const kindsSync = {};`);
    lines.push(`export const kinds = {`);
    for (const [kind, file] of kindEntries) lines.push(`  ${q(kind)}: () => import(${q(file)}),`);
    lines.push(`};`);
    lines.push(`export const markdownFeaturesSync = {};`);
    lines.push(`export const markdownFeatures = {`);
    for (const [feature, file] of featureEntries) lines.push(`  ${q(feature)}: () => import(${q(file)}),`);
    lines.push(`};`);
  } else {
    lines.push(`export const clientModules = [];`);
    kindEntries.forEach(([, file], index) => lines.push(`import * as kind${index} from ${q(file)};`));
    lines.push(`export const kindsSync = {${kindEntries.map(([kind], index) => `${q(kind)}: kind${index}`).join(', ')}};`);
    lines.push(`export const kinds = Object.fromEntries(Object.entries(kindsSync).map(([k, m]) => [k, () => Promise.resolve(m)]));`);
    featureEntries.forEach(([, file], index) => lines.push(`import * as feature${index} from ${q(file)};`));
    lines.push(`export const markdownFeaturesSync = {${featureEntries.map(([feature], index) => `${q(feature)}: feature${index}`).join(', ')}};`);
    lines.push(`export const markdownFeatures = Object.fromEntries(Object.entries(markdownFeaturesSync).map(([k, m]) => [k, () => Promise.resolve(m)]));`);
  }
  return lines.join('\n');
}
