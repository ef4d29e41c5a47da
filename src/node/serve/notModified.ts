// Conditional requests for `npm run serve`. sirv answers one itself only when If-None-Match is
// exactly the file's ETag, and then with a bare 304: no ETag and no Cache-Control, though a 304
// must carry the ones the 200 would (RFC 9110 §15.4.5; a cache updates its stored copy from them).
// `*`, a list of tags (`"a", "b"`) and the strong form of sirv's weak tag got the whole file again.
import type http from 'node:http';

/** What a 304 keeps of the 200's headers: the ones RFC 9110 §15.4.5 lists, and Last-Modified. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'last-modified', 'vary'];

/**
 * Pure: whether a client sending `ifNoneMatch` holds the representation tagged `etag`: `*`, or a
 * tag of the list equal to it by weak comparison (`W/"1"` and `"1"` match; RFC 9110 §13.1.2).
 */
export function isNotModified(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  // Matched, not split at commas: a tag's quoted part may hold one.
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Makes the file response sirv is about to send for `req` a 304, with the 200's ETag and
 * Cache-Control, when the request's If-None-Match names it. Call before handing `req` to sirv:
 * the condition is taken off the request so sirv's own check never answers. sirv still pipes the
 * file into the 304, whose body Node drops (a 304 has none).
 */
export function answerNotModified(req: http.IncomingMessage, res: http.ServerResponse): void {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) return;
  delete req.headers['if-none-match'];
  const writeHead = res.writeHead;
  // sirv sends a file with writeHead(200 or 206, headers), its ETag among them.
  res.writeHead = function (this: http.ServerResponse, status: number, headers?: http.OutgoingHttpHeaders) {
    const etag = headers?.ETag;
    if ((status !== 200 && status !== 206) || typeof etag !== 'string' || !isNotModified(ifNoneMatch, etag)) return Reflect.apply(writeHead, this, arguments) as http.ServerResponse;
    const kept = Object.entries(headers!).filter(([name]) => NOT_MODIFIED_HEADERS.includes(name.toLowerCase()));
    return writeHead.call(this, 304, Object.fromEntries(kept));
  } as typeof res.writeHead;
}
