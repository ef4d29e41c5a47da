// Names for large values of page data whose content is already known by a hash: a compiled
// markdown body is named by the hash of the cache entry it was read from or written to. A
// render key (renderReuse.ts) spells out a page's data, except that a named value stands in as
// its name. Serialising every body for every page's key was most of a rebuild's key cost
// (~10 MB of JSON for this site, the bodies' HTML strings full of quotes to escape).
//
// A named value must not change afterwards: its name would then describe something else. The
// compiled outputs are only read once compiled (the plugins build new arrays when they rework
// a body, see `rebaseAnchors`).

const names = new WeakMap<object, string>();

/** Marks a name in a key, so it cannot be taken for a string of the data itself. */
const PREFIX = '\u0000content:';

export function nameContent(value: object, name: string): void {
  names.set(value, name);
}

/** The name of `value`, when it has one. */
export function contentNameOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? names.get(value) : undefined;
}

/**
 * `JSON.stringify`, with named values replaced by their names. The replacer only sees what is
 * not named (a doc page's head tags, table of contents, sidebar links): named values are
 * replaced before it would descend into them.
 */
export function stringifyWithNames(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    const name = contentNameOf(inner);
    return name === undefined ? inner : PREFIX + name;
  });
}
