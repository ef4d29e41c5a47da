// Tailwind's at-rules (`@tailwind utilities`, `@apply`, v4's `@theme`, `@utility` …) need PostCSS
// and the Tailwind plugin, which a Docusaurus site adds with a plugin of its own. Folio bundles CSS
// with esbuild, which passes rules it does not know to the browser as written: the utility classes
// never exist, and the pages lose their layout without a word. The site's stylesheets that hold
// such a rule get one warning each, at its first line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { displayPath, type Diagnostic } from '../errors.js';

/** At-rules only Tailwind reads (not `@layer`, which is CSS's own). */
const TAILWIND_RULE = /^[ \t]*@(tailwind|apply|screen|config|plugin|source|utility|custom-variant|variant|reference)\b|^[ \t]*@import\s+(?:url\()?\s*['"]tailwindcss(?:\/[^'"]*)?['"]/m;

/** Pure: the warning for a stylesheet's text that holds a Tailwind at-rule; undefined when it holds none. */
export function tailwindRuleWarning(css: string, file: string): Diagnostic | undefined {
  const match = TAILWIND_RULE.exec(css);
  if (!match) return undefined;
  const rule = match[1] ? `@${match[1]}` : '@import "tailwindcss"';
  return {
    plugin: 'bundle',
    where: { file, line: css.slice(0, match.index).split('\n').length },
    what: `${rule} is a rule of Tailwind CSS, which needs PostCSS: Folio bundles stylesheets with esbuild, which leaves it as written, so the classes it would make have no styles`,
    fix: "compile the stylesheet with Tailwind's CLI (npx @tailwindcss/cli -i in.css -o out.css) and use its output, or write the rules as plain CSS",
  };
}

/** The warnings for the site's own stylesheets among a bundle's inputs (esbuild's paths, relative to the current folder). */
export function tailwindRuleWarnings(inputs: readonly string[], siteDir: string | undefined): Diagnostic[] {
  if (siteDir === undefined) return [];
  const inSite = `${path.resolve(siteDir)}${path.sep}`;
  const warnings: Diagnostic[] = [];
  for (const input of inputs) {
    const file = path.resolve(input);
    if (!file.endsWith('.css') || !file.startsWith(inSite) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
    let css: string;
    try {
      css = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (!css.includes('@')) continue;
    const warning = tailwindRuleWarning(css, displayPath(file));
    if (warning) warnings.push(warning);
  }
  return warnings;
}
