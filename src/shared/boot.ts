/** What the prerendered HTML tells the client entry (inline, a few bytes). */
export interface BootInfo {
  /** URL of the site data JSON. */
  site: string;
  /** URL of this page's data JSON, or null on the 404 page. */
  data: string | null;
  /** The route path this HTML was rendered for. */
  path: string;
}

export const BOOT_GLOBAL = '__FOLIO__';
export const ROOT_ID = '__folio';
/** Set on `<html>` once the first render's effects have run: the page is interactive. */
export const HYDRATED_ATTRIBUTE = 'data-folio-hydrated';
