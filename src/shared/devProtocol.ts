// What the dev server (src/node/dev/devServer.ts) tells its browser client (src/client/dev/devClient.ts).

/** A problem as the overlay shows it: the fields of a build diagnostic it prints. */
export interface DevProblem {
  what: string;
  where?: { file: string; line?: number };
  fix?: string;
  plugin?: string;
}

/** A message of the dev server's event stream; `ok` and `error` are sent on connecting, `error` also when a change fails. */
export type DevEvent =
  | { type: 'ok' }
  | { type: 'reload' }
  | { type: 'update'; paths: string[]; site?: string }
  /** Only stylesheets changed: the theme's and the site's, at these URLs now (the page stays as it is). */
  | { type: 'css'; stylesheets: string[] }
  | { type: 'error'; problems: DevProblem[] };

/**
 * Where the dev client posts an error thrown in the browser (`{ message, stack, page }`); the
 * server prints it and answers with the problem to show, placed in the sources.
 */
export const CLIENT_ERROR_URL = '/__folio/client-error';

/** Where the browser listens for the dev server's events (`DevEvent`, as server-sent events). */
export const EVENTS_URL = '/__folio/events';

/** The window event the dev client dispatches after an edit updated the open page in place (`detail`: the changed paths and site data). */
export const DEV_UPDATE_EVENT = 'folio:update';

/** Set on `window` by the page the dev server sends instead of a page it could not render. */
export const DEV_ERROR_GLOBAL = '__FOLIO_DEV_ERROR__';

export interface DevErrorPage {
  /**
   * `site`: the content or config failed to load, and every page is this error until an edit
   * fixes it; `page`: only the requested page failed (its component threw while rendering).
   */
  scope: 'site' | 'page';
  problems: DevProblem[];
}
