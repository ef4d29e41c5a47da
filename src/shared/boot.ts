/** What the prerendered HTML tells the client entry (inline, a few bytes). */
export interface BootInfo {
  /** URL of the site data JSON. */
  site: string;
  /** URL of this page's data JSON, or null on the 404 page. */
  data: string | null;
  /** The route path this HTML was rendered for. */
  path: string;
  /**
   * Set by the offline worker when it serves the 404 page as the app shell for an address whose
   * HTML it never cached but whose data it has (see markAppShell): the entry then asks for the
   * address's own data, which a real 404 page never does (it would cost every miss a request).
   */
  shell?: boolean;
}

export const BOOT_GLOBAL = '__FOLIO__';
export const ROOT_ID = '__folio';
/** Set on `<html>` once the first render's effects have run: the page is interactive. */
export const HYDRATED_ATTRIBUTE = 'data-folio-hydrated';

/** How the prerendered HTML starts its boot script (htmlDocument.ts writes it). */
export const BOOT_SCRIPT_START = `window.${BOOT_GLOBAL}={`;

/** The 404 page's HTML with `shell: true` in its boot info (see BootInfo.shell). */
export function markAppShell(html: string): string {
  return html.replace(BOOT_SCRIPT_START, `${BOOT_SCRIPT_START}"shell":true,`);
}

/**
 * Marks the link of the site's own stylesheet (ClientBundle.siteStylesheet), which comes last, as
 * a Docusaurus site's custom CSS comes after Infima: a feature's stylesheet loaded on a later
 * navigation goes in before it (markdownFeatures.ts), so the site's rules keep winning.
 */
export const SITE_STYLESHEET_ATTRIBUTE = 'data-folio-site-css';
