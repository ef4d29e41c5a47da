// ```bash npm2yarn: one block of npm commands shown as tabs of npm, Yarn and pnpm commands, as
// Docusaurus's `@docusaurus/remark-plugin-npm2yarn` shows it. A site moved from Docusaurus lists
// that plugin in its config's `remarkPlugins`; Folio reads the meta word itself, and converts the
// commands with npm-to-yarn, the package the plugin uses.
import convert from 'npm-to-yarn';

const NPM2YARN = /(?:^|\s)npm2yarn(?=\s|$)/;

/** The tabs, in the plugin's order and with its labels; the group keeps one choice across the site. */
const MANAGERS = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
] as const;

export const NPM2YARN_GROUP = 'npm2yarn';

/** Whether a fence's meta asks for the tabs. */
export function isNpm2yarn(meta: string | undefined): boolean {
  return meta !== undefined && NPM2YARN.test(meta);
}

/** Pure: the meta without the word, for each tab's block (its title and highlighted lines stay). */
export function withoutNpm2yarn(meta: string): string {
  return meta.replace(NPM2YARN, ' ').trim();
}

/** Pure: each tab's value, label and commands. */
export function packageManagerTabs(source: string): { value: string; label: string; source: string }[] {
  return MANAGERS.map(({ value, label }) => ({ value, label, source: value === 'npm' ? source : convert(source, value) }));
}
