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

/** True while `stringifyWithNames` runs: only then do named values serialise as their names. */
let naming = false;

/**
 * The `toJSON` of a named value. JSON.stringify calls it instead of a replacer: a replacer
 * function is called for every value of the page (and takes V8 off its fast serialiser), which
 * was most of a one-edit rebuild's 100 ms of render keys. Outside a key, it gives the value back,
 * and JSON.stringify serialises that as usual (page data files, the markdown cache).
 */
function nameInKey(this: object): unknown {
  return naming ? PREFIX + names.get(this) : this;
}

export function nameContent(value: object, name: string): void {
  names.set(value, name);
  // Not enumerable: structured clones (worker messages) and object spreads leave it behind.
  if (!Object.prototype.hasOwnProperty.call(value, 'toJSON')) Object.defineProperty(value, 'toJSON', { value: nameInKey, configurable: true });
}

/** The name of `value`, when it has one. */
export function contentNameOf(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null ? names.get(value) : undefined;
}

/** `JSON.stringify`, with named values replaced by their names. */
export function stringifyWithNames(value: unknown): string {
  naming = true;
  try {
    return JSON.stringify(value);
  } finally {
    naming = false;
  }
}
