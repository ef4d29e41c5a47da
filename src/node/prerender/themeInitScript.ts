import type { SiteData } from '../../shared/types.js';
import { inlineJson } from './headTags.js';

/** What the script reads of the site: pages pass their site data, the offline page these alone. */
export type ThemeInitSite = Pick<SiteData, 'storageSuffix' | 'colorMode' | 'announcementBar'>;

/**
 * Inline `<head>` script that runs before first paint: moves preferences stored under the old
 * un-suffixed keys, sets `data-theme` (stored choice, else system preference when allowed, else
 * the default) and marks a dismissed announcement bar so CSS hides it without a layout shift.
 */
export function themeInitScript(site: ThemeInitSite): string {
  let script = scripts.get(site);
  if (script === undefined) scripts.set(site, (script = buildScript(site)));
  return script;
}

/** The same for every page of a site, so built once per site object. */
const scripts = new WeakMap<ThemeInitSite, string>();

function buildScript(site: ThemeInitSite): string {
  const options = {
    s: site.storageSuffix,
    d: site.colorMode.defaultMode,
    r: site.colorMode.respectPrefersColorScheme,
    a: site.announcementBar?.id ?? null,
  };
  // Storage that throws (blocked site data) is the same as nothing stored: the system preference
  // still decides. The client logs such errors when it reads storage; this script stays quiet.
  return `(function(o){var h=document.documentElement,t=null,L=null;try{L=localStorage;['theme','docusaurus.announcement.id','docusaurus.announcement.dismiss','docs-preferred-version-default'].forEach(function(k){var v=L.getItem(k);if(v!==null&&o.s){if(L.getItem(k+o.s)===null)L.setItem(k+o.s,v);L.removeItem(k)}});t=L.getItem('theme'+o.s)}catch(e){}if(t!=='dark'&&t!=='light'){t=o.r&&window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':o.d}h.setAttribute('data-theme',t);h.style.colorScheme=t;try{if(o.a&&L&&L.getItem('docusaurus.announcement.id'+o.s)===o.a&&L.getItem('docusaurus.announcement.dismiss'+o.s)==='true')h.setAttribute('data-announcement-bar-initially-dismissed','true')}catch(e){}})(${inlineJson(options)})`;
}
