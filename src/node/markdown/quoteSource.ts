// How a problem quotes what the author wrote: as written, up to a length a terminal line shows.

/** Pure: `written`, or its first 57 characters and an ellipsis when it is longer than 60. */
export function quoteSource(written: string): string {
  return written.length > 60 ? `${written.slice(0, 57)}…` : written;
}
