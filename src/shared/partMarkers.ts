// Shared parts (sidebars the server renders once per build, see src/client/sharedRenderer.tsx)
// are written into a page's markup as markers, which the build then replaces with the parts.
// So the build knows where each part sits without searching the page for it: finding ~80 parts
// per page by their markup (indexOf with a needle of up to a few kB) cost the render threads
// ~1.3 s each at 10,000 pages. Pure string functions, shared by the server entry and the engine.

/**
 * The start of every marker of one render thread: an HTML comment with a random tag, so no
 * page content (escaped text, or even raw HTML a page carries) passes for one by accident.
 */
export function partMarkerPrefix(tag: string): string {
  return `<!--folio-part:${tag}:`;
}

/** Marker of the part at `index` in the page's list of parts; React writes it as given. */
export function partMarker(prefix: string, index: number): string {
  return `${prefix}${index}-->`;
}

/** Where a page's parts go instead of into its markup: the server entry's side of the markers. */
export interface PartCollector {
  /** Marker prefix (`partMarkerPrefix`) of the render thread. */
  prefix: string;
  /** The markup of each part, at the index its marker names. */
  found: string[];
}

/** A page cut at its parts: `own[i]` comes before `parts[i]`, and `own` has one more item. */
export interface MarkedPage {
  own: string[];
  parts: string[];
}

/** Cuts `html` at the markers `prefix` starts, putting in the parts they name from `found`. */
export function splitAtMarkers(html: string, prefix: string, found: readonly string[]): MarkedPage {
  const own: string[] = [];
  const parts: string[] = [];
  let from = 0;
  for (let at = html.indexOf(prefix); at !== -1; at = html.indexOf(prefix, at + 1)) {
    const end = html.indexOf('-->', at + prefix.length);
    const part = end === -1 ? undefined : found[Number(html.slice(at + prefix.length, end))];
    // Not one of ours (no such part): left in the page as written.
    if (part === undefined) continue;
    own.push(html.slice(from, at));
    parts.push(part);
    from = end + 3;
  }
  own.push(from ? html.slice(from) : html);
  return { own, parts };
}

/** The page's markup with its parts in place. */
export function joinMarked({ own, parts }: MarkedPage): string {
  let html = own[0]!;
  for (let i = 0; i < parts.length; i++) html += parts[i]! + own[i + 1]!;
  return html;
}
