// The file an MDX `import` or `require()` names: a path relative to the markdown file
// (`./img/pic.png`), or one from the site folder behind Docusaurus's `@site/` alias
// (`@site/static/img/logo.png`). A package name names no file the compiler reads.
import path from 'node:path';

const SITE_ALIAS = '@site/';

export interface ImportingFile {
  /** Absolute path of the markdown file that imports. */
  absFile: string;
  /** Absolute path of the site folder; without it `@site/…` names nothing. */
  siteDir?: string;
}

/** Whether `specifier` names a file of the site (`./x`, `../x`, `@site/x`) rather than a package. */
export function isSiteSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith(SITE_ALIAS);
}

/** The absolute path `specifier` names, or undefined when it names a package. */
export function importedFile(specifier: string, from: ImportingFile): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return path.resolve(path.dirname(from.absFile), specifier);
  if (specifier.startsWith(SITE_ALIAS) && from.siteDir !== undefined) return path.resolve(from.siteDir, specifier.slice(SITE_ALIAS.length));
  return undefined;
}

/**
 * `specifier` as a path relative to the importing file (`@site/static/img/x.png` from
 * `docs/a.md` → `../static/img/x.png`), the way a markdown image or link writes it.
 */
export function relativeImport(specifier: string, from: ImportingFile): string | undefined {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return specifier;
  const file = importedFile(specifier, from);
  if (file === undefined) return undefined;
  const relative = path.relative(path.dirname(from.absFile), file).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}
