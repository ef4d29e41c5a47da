// The admonition types, their older aliases, default titles and glyphs: one set for the boxes the
// markdown compiler draws (src/node/markdown/admonitions.ts) and the `@theme/Admonition` a React
// page imports (theme/docusaurus/Admonition.tsx), so both draw the same box.

export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}

/**
 * Docusaurus 3's older keywords, still accepted there (theme-classic's Admonition types): each is
 * drawn as the type it stands for, titled with its own name.
 */
const ADMONITION_ALIASES: Record<string, AdmonitionType> = { secondary: 'note', important: 'info', success: 'tip' };

/** The admonition type a `:::keyword` or `<Admonition type>` names; undefined for none. */
export function admonitionTypeOf(keyword: string): AdmonitionType | undefined {
  return isAdmonitionType(keyword) ? keyword : Object.hasOwn(ADMONITION_ALIASES, keyword) ? ADMONITION_ALIASES[keyword] : undefined;
}

/** The title of an admonition given none: its keyword, capitalised (`:::important` → "Important"). */
export function defaultAdmonitionTitle(keyword: string): string {
  return keyword[0]!.toUpperCase() + keyword.slice(1);
}

// 16×16 glyphs drawn for Folio, filled with the admonition's colour (`currentColor`).
export const ADMONITION_ICON_PATHS: Record<AdmonitionType, string> = {
  note: 'M3 1h7l3 3v11H3V1Zm2 5v1.5h6V6H5Zm0 3v1.5h6V9H5Zm0 3v1.5h4V12H5Z',
  tip: 'M8 1a5 5 0 0 0-3 9v2h6v-2a5 5 0 0 0-3-9Zm-2 12h4v.5A1.5 1.5 0 0 1 8.5 15h-1A1.5 1.5 0 0 1 6 13.5V13Z',
  info: 'M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3h1.5v1.5h-1.5V4Zm0 3h1.5v5h-1.5V7Z',
  warning: 'M7.1 1.5a1 1 0 0 1 1.8 0l6.9 12A1 1 0 0 1 14.9 15H1.1a1 1 0 0 1-.9-1.5l6.9-12ZM7.25 5.5v4.5h1.5V5.5h-1.5Zm0 6V13h1.5v-1.5h-1.5Z',
  danger: 'M4.7 1h6.6L15 4.7v6.6L11.3 15H4.7L1 11.3V4.7L4.7 1Zm2.55 3.5v5h1.5v-5h-1.5Zm0 6.25v1.5h1.5v-1.5h-1.5Z',
  caution: 'M8 1 1 15h14L8 1Zm-.75 5h1.5v4.5h-1.5V6Zm0 5.5h1.5V13h-1.5v-1.5Z',
};

