// When offline mode turns on in the browser. Each configured strategy is a yes/no question
// about the reader's situation; offline mode is on when any of them says yes.

/** The names a site may list in `offline.activationStrategies`. */
export type ActivationStrategy = 'always' | 'mobile' | 'saveData' | 'appInstalled' | 'standalone' | 'queryString';

/** Widths up to this are "mobile" (the theme's desktop breakpoint is one pixel more). */
export const MOBILE_MAX_WIDTH = 996;

/** The facts the strategies look at, read from the browser by `readActivationEnvironment`. */
export interface ActivationEnvironment {
  viewportWidth: number;
  /** The reader asked for reduced data use (Save-Data). */
  saveData: boolean;
  /** The site runs as an installed app window (`display-mode: standalone`). */
  standalone: boolean;
  /** The site was installed as an app in this browser. */
  appInstalled: boolean;
  /** `offlineMode` in the page's query string: true, false, or absent (null). */
  queryString: boolean | null;
  /** A previous page of this site had `offlineMode=true` in its query string. */
  rememberedQueryString: boolean;
}

/**
 * Pure: the strategies that are active. `offlineMode=true` in a query string is a one-time
 * signal, so it is remembered (see `rememberedQueryString`) until `offlineMode=false` is given:
 * otherwise the very next page without the parameter would switch offline mode off again and
 * the pages the reader just visited would not load offline.
 */
export function activeStrategies(strategies: readonly string[], env: ActivationEnvironment): ActivationStrategy[] {
  const tests: Record<ActivationStrategy, () => boolean> = {
    always: () => true,
    mobile: () => env.viewportWidth <= MOBILE_MAX_WIDTH,
    saveData: () => env.saveData,
    appInstalled: () => env.appInstalled,
    standalone: () => env.standalone,
    queryString: () => env.queryString ?? env.rememberedQueryString,
  };
  return strategies.filter((name): name is ActivationStrategy => name in tests && tests[name as ActivationStrategy]());
}

/** `?offlineMode=true` → true, `?offlineMode=false` → false, otherwise null. */
export function offlineModeQuery(search: string): boolean | null {
  const value = new URLSearchParams(search).get('offlineMode');
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** Strategies by which the reader asked for offline reading (or the site always wants it). */
const ASKED_FOR = new Set<ActivationStrategy>(['always', 'appInstalled', 'standalone', 'queryString']);

/**
 * Pure: when the worker keeps the whole search index (about 1 MB compressed for this site's 600
 * pages). At once when the reader asked for offline reading; when it is on only because of the
 * window's size, once the reader opens search, so a passing phone reader does not download it;
 * never on a data-saver connection (offline search then finds what earlier queries fetched).
 */
export function keepSearchIndex(active: readonly ActivationStrategy[], saveData: boolean): 'now' | 'on-search' | 'never' {
  if (saveData) return 'never';
  return active.some((strategy) => ASKED_FOR.has(strategy)) ? 'now' : 'on-search';
}
