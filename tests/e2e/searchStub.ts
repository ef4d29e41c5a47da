// A stand-in for the hosted search service on localhost: it records every request (so a test can
// assert the request shape: facet filters, agent string, credentials) and answers queries with
// DocSearch-shaped hits. The real service is never contacted.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  /** The JSON body (the client sends JSON as text/plain-like form data). */
  body: { requests?: Record<string, unknown>[] } | undefined;
}

export interface SearchStub {
  origin: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A hit the stub returns for any query containing "guide": a heading of the next docs' guide. */
export function stubHit(siteUrl: string) {
  const hierarchy = { lvl0: 'Docs', lvl1: 'Guide', lvl2: 'Setup', lvl3: null, lvl4: null, lvl5: null, lvl6: null };
  const mark = (value: string, matched: boolean) => ({ value: matched ? `<mark>${value}</mark>` : value, matchLevel: matched ? 'full' : 'none', matchedWords: matched ? ['guide'] : [] });
  return {
    objectID: 'guide-setup',
    // A hosted index crawled where the unreleased docs lived under /docs/next: the site maps
    // it to /docs.
    url: `${siteUrl}/docs/next/guide#setup`,
    url_without_anchor: `${siteUrl}/docs/next/guide`,
    anchor: 'setup',
    type: 'lvl2',
    hierarchy,
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    _highlightResult: { hierarchy: { lvl0: mark('Docs', false), lvl1: mark('Guide', true), lvl2: mark('Setup', false) } },
    _snippetResult: { hierarchy: { lvl1: { value: '<mark>Guide</mark>', matchLevel: 'full' }, lvl2: { value: 'Setup', matchLevel: 'none' } } },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function cors(response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', '*');
}

export async function startSearchStub(options: { siteUrl: string }): Promise<SearchStub> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (request, response) => {
    cors(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://stub');
    const text = await readBody(request);
    let body: RecordedRequest['body'];
    try {
      body = text ? (JSON.parse(text) as RecordedRequest['body']) : undefined;
    } catch {
      body = undefined;
    }
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers, body });
    if (request.method !== 'POST' || !url.pathname.endsWith('/queries')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"not found"}');
      return;
    }
    const results = (body?.requests ?? []).map((search) => {
      const query = String(search.query ?? '');
      const hits = /guide/i.test(query) ? [stubHit(options.siteUrl)] : [];
      return { hits, nbHits: hits.length, page: 0, nbPages: hits.length ? 1 : 0, hitsPerPage: Number(search.hitsPerPage ?? 20), processingTimeMS: 1, query, params: '', exhaustiveNbHits: true, index: search.indexName };
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
