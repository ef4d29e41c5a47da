// The local index end to end, in memory: build it from routes, query it as DocSearch does.
import { describe, expect, it } from 'vitest';
import { findShard, shardMap, type ShardFile } from '../../../../../src/client/search/indexFormat.js';
import { RetryError, type SearchRequest } from '../../../../../src/client/search/searchClient.js';
import { createLocalSearchClient, spreadPages, type RankedResult } from '../../../../../src/client/search/localSearchClient.js';
import { NO_TITLE_MATCH } from '../../../../../src/client/search/titleMatch.js';
import { localIndex, searchRoute } from './helpers.js';

const routes = [
  searchRoute('/docs/sidebar', 'Sidebar', 'docs-default-current', [
    ['Sidebar', '', 1, 'The menu on the left of every doc page.'],
    ['Collapsing categories', 'collapsing', 2, 'Categories fold away to keep the navigation short.'],
  ]),
  searchRoute('/docs/navbar', 'Navbar', 'docs-default-current', [
    ['Navbar', '', 1, 'The bar at the top of every page.'],
    ['Sidebar toggle', 'toggle', 2, 'On small screens a button opens the menu.'],
  ]),
  searchRoute('/docs/styling', 'Styling', 'docs-default-current', [
    ['Styling', '', 1, 'Colours and fonts. Readers open the docs sidebar to move between pages.'],
  ]),
  searchRoute('/docs/3.5.2/sidebar', 'Sidebar', 'docs-default-3.5.2', [['Sidebar', '', 1, 'The menu on the left in version three.']]),
  searchRoute('/blog/sidebar-news', 'Sidebar news', 'blog-default', [['Sidebar news', '', 1, 'What changed in the sidebar this year.']], { search: { tag: 'blog-default', lvl0: 'Blog', sections: [] } }),
];
// The last route's search document was replaced wholesale above; give it text again.
routes[4]!.search = { tag: 'blog-default', lvl0: 'Blog', sections: [{ heading: 'Sidebar news', id: '', level: 1, text: 'What changed in the sidebar this year.' }] };

const CURRENT_DOCS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:blog-default', 'docusaurus_tag:docs-default-current']];

async function search(client: ReturnType<typeof localIndex>['client'], query: string, extra: Partial<SearchRequest> = {}) {
  const { results } = await client.search({ requests: [{ query, facetFilters: CURRENT_DOCS, highlightPreTag: '<mark>', highlightPostTag: '</mark>', ...extra }] });
  return results[0]!;
}

describe('local search', () => {
  it('ranks the page titled with the query first, then title and heading matches, then text', async () => {
    const { client } = localIndex(routes);
    const result = await search(client, 'sidebar');
    const hits = result.hits.map((hit) => [hit.url, hit.type]);
    expect(hits[0]).toEqual(['/docs/sidebar', 'lvl1']);
    expect(hits.slice(1, 3)).toEqual(expect.arrayContaining([['/blog/sidebar-news', 'lvl1'], ['/docs/navbar#toggle', 'lvl2']]));
    expect(hits[3]).toEqual(['/docs/styling', 'content']);
    expect(result.nbHits).toBe(4);
  });

  it('puts the page titled with the query first, then titles holding it as a phrase, versions told apart (issue 9 audit)', async () => {
    // The shape of this site's upgrade guides and release posts: the guides name every version in
    // their text and titles, and the index splits "3.2" into the words "3" and "2".
    const post = (path: string, title: string, text: string) => searchRoute(path, title, 'blog-default', [[title, '', 1, text]]);
    const pages = [
      searchRoute('/docs/migration/v2', 'Upgrading to Folio 2', 'docs-default-current', [
        ['Upgrading to Folio 2', '', 1, 'Folio 2.0 to 2.3 and then 3.0, 3.1 and 3.2: upgrade one major version of Folio at a time, 2 first, then 3.'],
        ['What changed in 2.0', 'what-changed-in-20', 2, 'Folio 2 moved the config; Folio 3 moved it again in 3.0.'],
        ['Translated sites', 'translated-sites', 2, 'Translating your site with Folio 2: your locales keep their folders.'],
      ]),
      searchRoute('/docs/migration/v3', 'Upgrading to Folio 3', 'docs-default-current', [
        ['Upgrading to Folio 3', '', 1, 'Folio 3.0, 3.1, 3.2 and 3.3 need Node 18; Folio 2.2 and 2.3 sites upgrade in 2 steps.'],
        ['Folio in 2023', 'in-2023', 2, 'Folio 3 shipped in 2023.'],
      ]),
      post('/blog/releases/2.3', 'Folio 2.3', 'The last 2.x release.'),
      post('/blog/releases/3.0', 'Folio 3.0', 'A new major version.'),
      post('/blog/releases/3.2', 'Folio 3.2', 'Faster builds.'),
      post('/blog/releases/3.3.2', 'Folio 3.3.2', 'Fixes for 3.3.'),
      post('/blog/3-beta', 'Folio 3.0 beta is available', 'Try the next major version.'),
      post('/blog/i18n', 'Translating your site with Folio', 'Locales, folders and a workflow.'),
      post('/blog/2023-recap', 'Folio in 2023', 'A year of releases.'),
    ];
    const { client } = localIndex(pages);
    const urls = async (query: string) => (await search(client, query)).hits.map((hit) => hit.url);
    expect((await urls('Folio 3.2'))[0]).toBe('/blog/releases/3.2');
    expect((await urls('folio  3.2'))[0]).toBe('/blog/releases/3.2');
    expect((await urls('Folio 2.3'))[0]).toBe('/blog/releases/2.3');
    // A version number alone: the release, not another whose number ends in the same digits.
    expect((await urls('3.2 ')).slice(0, 1)).toEqual(['/blog/releases/3.2']);
    // The title that is the query, then the one holding it, then the rest.
    expect((await urls('Folio 3.0')).slice(0, 2)).toEqual(['/blog/releases/3.0', '/blog/3-beta']);
    expect((await urls('Translating your site with Folio'))[0]).toBe('/blog/i18n');
    expect((await urls('Folio in 2023'))[0]).toBe('/blog/2023-recap');
    // One word: the ranking by shown words and scores, as before.
    expect((await urls('upgrading'))[0]).toMatch(/^\/docs\/migration\//);
  });

  it("finds a page by the name of its section (lvl0) with words of its title, as DocSearch searches lvl0 (audit: \"changelog 3.6.3\")", async () => {
    const entry = (version: string) => searchRoute(`/changelog/${version}`, version, 'blog-changelog', [[version, '', 1, 'Bug fixes and polish.']], { search: { tag: 'blog-changelog', lvl0: 'Changelog', sections: [{ heading: version, id: '', level: 1, text: 'Bug fixes and polish.' }] } });
    const guide = searchRoute('/docs/migration/v3', 'Upgrading to Folio 3', 'docs-default-current', [
      ['Upgrading to Folio 3', '', 1, 'One major version at a time.'],
      ['Theme customisations', 'theme-customisations', 2, 'Read the 3.0.0 changelog first: 3.x themes changed.'],
    ]);
    const { client } = localIndex([guide, entry('3.6.2'), entry('3.6.3')]);
    const hits = (await search(client, 'changelog 3.6.3', { facetFilters: ['language:en', ['docusaurus_tag:docs-default-current', 'docusaurus_tag:blog-changelog']] })).hits;
    expect(hits[0]!.url).toBe('/changelog/3.6.3');
    // The section name is searched, never shown as a match of the page's own title.
    expect(hits[0]!.hierarchy.lvl1).toBe('3.6.3');
  });

  it("finds a section by words of its page's title and of its heading together, shown above it", async () => {
    const code = searchRoute('/docs/code-blocks', 'Code blocks', 'docs-default-current', [
      ['Code blocks', '', 1, 'Fenced with three backticks and a language.'],
      ['Titles', 'titles', 2, 'Add a file name above the block.'],
      ['Combining options', 'combining', 2, 'Options go after the language, in any order: a title, highlighted lines, line numbers.'],
    ]);
    const head = searchRoute('/docs/head', 'Head metadata', 'docs-default-current', [
      ['Head metadata', '', 1, 'Tags for the document head.'],
      ['What a head block may contain', 'contain', 2, 'A title, meta tags and links; code in a script is not run.'],
    ]);
    const { client } = localIndex([code, head]);
    // No record holds all three words: "code" and "blocks" are in the page title only.
    const { hits } = await search(client, 'code blocks title');
    const urls = hits.map((hit) => hit.url);
    expect(urls[0]).toBe('/docs/code-blocks#titles');
    // The words its page's title holds are marked where the hit shows that title.
    expect(hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Code</mark> <mark>blocks</mark>');
    expect(hits[0]!._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Titles</mark>');
    expect(urls).toContain('/docs/code-blocks#combining');
    // A word neither the record nor its page's title holds rules the record out while another
    // record holds them all; when none does, the records holding most of them come first.
    expect((await search(client, 'code blocks title combining')).hits.map((hit) => hit.url)).toEqual(['/docs/code-blocks#combining']);
    const partial = (await search(client, 'code blocks backticks title')).hits.map((hit) => hit.url);
    expect(partial.slice(0, 2).sort()).toEqual(['/docs/code-blocks', '/docs/code-blocks#titles']);
    expect(partial.at(-1)).toBe('/docs/head#contain');
  });

  it("finds a page by its sidebar label or keywords, which it never shows", async () => {
    const seo = searchRoute('/docs/seo', 'Search engine optimization', 'docs-default-current', [['Search engine optimization', '', 1, 'Titles, descriptions and sitemaps for crawlers.']]);
    seo.search!.aliases = ['SEO', 'metadata'];
    const { client } = localIndex([...routes, seo]);
    const [hit] = (await search(client, 'seo')).hits;
    expect(hit?.url).toBe('/docs/seo');
    expect(hit?.hierarchy.lvl1).toBe('Search engine optimization');
  });

  it('puts a doc whose keywords name the word before a post that mentions it in many sections', async () => {
    const post = searchRoute('/blog/release', 'Release 2.2', 'blog-default', [
      ['Release 2.2', '', 1, 'Mermaid arrives.'],
      ['Diagrams', 'diagrams', 2, 'Mermaid renders diagrams from text.'],
      ['Themes', 'themes', 2, 'Mermaid follows the colour mode.'],
      ['Offline mode', 'offline', 2, 'Mermaid loads only where needed.'],
    ]);
    const doc = searchRoute('/docs/diagrams', 'Diagrams', 'docs-default-current', [['Diagrams', '', 1, 'Write a Mermaid diagram as text in a code block.']]);
    doc.search!.aliases = ['diagrams', 'mermaid', 'flowchart'];
    const { client } = localIndex([post, doc]);
    const urls = (await search(client, 'mermaid')).hits.map((hit) => hit.url);
    expect(urls[0]).toBe('/docs/diagrams');
    // The post's sections follow, each a little further down than it would stand alone.
    expect(urls.slice(1, 5)).toEqual(['/blog/release', '/blog/release#diagrams', '/blog/release#themes', '/blog/release#offline']);
  });

  it("puts a doc whose keywords or heading name the word before a release post's heading that names it", async () => {
    const post = searchRoute('/blog/release', 'Release 2.2', 'blog-default', [
      ['Release 2.2', '', 1, 'What is new.'],
      ['Mermaid diagrams in markdown', 'mermaid', 2, 'Mermaid renders diagrams from text.'],
      ['Drafts', 'drafts', 2, 'A draft is left out of production builds.'],
    ]);
    const diagrams = searchRoute('/docs/diagrams', 'Diagrams', 'docs-default-current', [['Diagrams', '', 1, 'Write a diagram as text in a code block.']]);
    diagrams.search!.aliases = ['mermaid', 'flowchart'];
    const create = searchRoute('/docs/create-doc', 'Create a doc', 'docs-default-current', [
      ['Create a doc', '', 1, 'Add a markdown file.'],
      ['Drafts and unlisted docs', 'drafts', 2, 'A draft is left out of production builds.'],
    ]);
    const { client } = localIndex([post, diagrams, create]);
    expect((await search(client, 'mermaid')).hits.map((hit) => hit.url)).toEqual(['/docs/diagrams', '/blog/release#mermaid']);
    expect((await search(client, 'drafts')).hits[0]?.url).toBe('/docs/create-doc#drafts');
  });

  it('puts a title or heading that shows the words before pages whose keywords and text hold them', async () => {
    // The shape of this site's "redirects": a page about plugins names redirects in its
    // keywords and text over and over; other pages have a heading "Redirects".
    const plugins = searchRoute('/docs/using-plugins', 'Using plugins', 'docs-default-current', [
      ['Using plugins', '', 1, 'Plugins add redirects, offline mode and images. Configure redirects in the config; redirects need no plugin list.'],
      ['Adding a plugin', 'adding', 2, 'List the plugin and its options.'],
    ]);
    plugins.search!.aliases = ['Plugins', 'redirects', 'offline'];
    const routing = searchRoute('/docs/routing', 'Routing', 'docs-default-current', [
      ['Routing', '', 1, 'Every file becomes a route at a path derived from its name and folder.'],
      ['Redirects', 'redirects', 2, 'Old paths are static pages that send the browser on to the new one, keeping the query and the hash of the old address.'],
    ]);
    const config = searchRoute('/docs/config', 'site.config.ts', 'docs-default-current', [
      ['site.config.ts', '', 1, 'The options of the whole site, each with its type and default.'],
      ['Redirects', 'redirects', 2, 'Lists client redirects, each from one path or many to another path of the site.'],
    ]);
    const redirects = searchRoute('/docs/redirects', 'Redirects', 'docs-default-current', [['Redirects', '', 1, 'Keep old links working.']]);
    const { client } = localIndex([plugins, routing, config, redirects]);
    const hits = (await search(client, 'redirects')).hits.map((hit) => [hit.url, hit.type]);
    expect(hits[0]).toEqual(['/docs/redirects', 'lvl1']);
    expect(hits.slice(1, 3)).toEqual(expect.arrayContaining([['/docs/routing#redirects', 'lvl2'], ['/docs/config#redirects', 'lvl2']]));
    // Found by its keywords and text, shown by its text: after every result that shows the word in its heading.
    expect(hits.slice(3)).toEqual([['/docs/using-plugins', 'content']]);
  });

  it('does not lift a heading that only a typo correction matched above the word as typed', async () => {
    const there = searchRoute('/docs/there', 'There and back', 'docs-default-current', [['There and back', '', 1, 'A round trip.']]);
    const theme = searchRoute('/docs/styling', 'Styling', 'docs-default-current', [['Styling', '', 1, 'Pick a theme and its colours.']]);
    const { client } = localIndex([there, theme]);
    expect((await search(client, 'theme ')).hits.map((hit) => hit.url)).toEqual(['/docs/styling', '/docs/there']);
  });

  it('keeps to the facet filters: another docs version is left out until its tag is asked for', async () => {
    const { client } = localIndex(routes);
    const urls = async (filters: SearchRequest['facetFilters']) => (await search(client, 'left', { facetFilters: filters })).hits.map((hit) => hit.url);
    expect(await urls(CURRENT_DOCS)).toEqual(['/docs/sidebar']);
    expect(await urls(['language:en', ['docusaurus_tag:docs-default-3.5.2']])).toEqual(['/docs/3.5.2/sidebar']);
    expect(await urls(['language:fr'])).toEqual([]);
  });

  it('forgives a typo and completes the word being typed', async () => {
    const { client } = localIndex(routes);
    expect((await search(client, 'sidbar')).hits[0]?.url).toBe('/docs/sidebar');
    expect((await search(client, 'sideb')).hits[0]?.url).toBe('/docs/sidebar');
    expect((await search(client, 'collapsing categ')).hits.map((hit) => hit.url)).toEqual(['/docs/sidebar#collapsing']);
  });

  it('completes a single letter being typed, but not a word typed out ("C++", a trailing space)', async () => {
    const { client } = localIndex(routes);
    expect((await search(client, 'c')).nbHits).toBeGreaterThan(0);
    expect((await search(client, 'c++')).nbHits).toBe(0);
    expect((await search(client, 'categ')).nbHits).toBeGreaterThan(0);
    expect((await search(client, 'categ ')).nbHits).toBe(0);
  });

  it('corrects a typo in the first letters from the vocabulary of the keys above', async () => {
    // Tiny shards: "nvbar" leads to no shard at all; "navbar" is in the root's vocabulary.
    const { client, manifest } = localIndex(routes, { shardChars: 120, previewChars: 60, vocabularyChars: 400, postingsPerTerm: 2_000 });
    expect(manifest.shards[0]).toEqual(['', 1]);
    const result = await search(client, 'nvbar');
    expect(result.hits.map((hit) => hit.url)).toEqual(['/docs/navbar']);
    expect(result.hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<mark>Navbar</mark>');
  });

  it('requires every word and finds nothing for a word no page has', async () => {
    const { client } = localIndex(routes);
    expect((await search(client, 'sidebar toggle')).hits.map((hit) => hit.url)).toEqual(['/docs/navbar#toggle']);
    expect((await search(client, 'xqzvbnm')).nbHits).toBe(0);
    expect((await search(client, '')).nbHits).toBe(0);
  });

  it('leaves out the words of a question, and makes every word optional when no record holds them all, most words first', async () => {
    const { client } = localIndex(routes);
    // "how", "do", "I" and "to" are not searched for: the page titled with the rest comes first.
    expect((await search(client, 'how do I use the navbar')).hits[0]?.url).toBe('/docs/navbar');
    // No record holds "collapsing", "toggle" and "xqzvbnm": those holding two of them come before those holding one.
    const optional = (await search(client, 'collapsing categories xqzvbnm')).hits.map((hit) => hit.url);
    expect(optional[0]).toBe('/docs/sidebar#collapsing');
    expect((await search(client, 'sidebar xqzvbnm')).hits.map((hit) => hit.url)).toContain('/docs/sidebar');
  });

  it('marks the matched words in highlights and snippets, escaping the text', async () => {
    const { client } = localIndex([searchRoute('/docs/tabs', 'Tabs', 'default', [['Tabs', '', 1, 'Wrap items in <Tabs> to show one at a time.']]) ]);
    const [hit] = (await search(client, 'tabs', { attributesToSnippet: ['content:4'], facetFilters: [] })).hits;
    expect(hit!._highlightResult.hierarchy.lvl1).toEqual({ value: '<mark>Tabs</mark>', matchLevel: 'full', matchedWords: ['tabs'], fullyHighlighted: true });
    expect(hit!._snippetResult.content?.value).toBe('…in &lt;<mark>Tabs</mark>&gt; to show…');
  });

  it('pages through results', async () => {
    const { client } = localIndex(routes);
    const first = await search(client, 'sidebar', { hitsPerPage: 3 });
    const second = await search(client, 'sidebar', { hitsPerPage: 3, page: 1 });
    expect([first.nbPages, first.hits.length, second.hits.length]).toEqual([2, 3, 1]);
    expect(second.hits[0]!.url).toBe(first.nbHits === 4 ? '/docs/styling' : '');
  });

  it('reads only the manifest, the shards of the query words and the record files of the hits', async () => {
    const { client, read, files } = localIndex(routes, { shardChars: 200, previewChars: 100, vocabularyChars: 400, postingsPerTerm: 2_000 });
    await search(client, 'menu');
    const shards = [...files.keys()].filter((file) => file.includes('/s/'));
    expect(shards.length).toBeGreaterThan(5);
    expect(read.filter((file) => file.includes('/s/'))).toHaveLength(1);
    expect(read[0]).toBe('manifest.json');
    // Two pages say "menu" in the current docs (the 3.5.2 one is filtered out).
    expect(read.filter((file) => file.includes('/p/')).length).toBe(2);
  });

  it('answers the same from many small shards as from one', async () => {
    const whole = localIndex(routes);
    const split = localIndex(routes, { shardChars: 120, previewChars: 80, vocabularyChars: 400, postingsPerTerm: 2_000 });
    for (const query of ['sidebar', 'menu left', 'sidbar', 'catego', 'the']) {
      const expected = (await search(whole.client, query)).hits.map((hit) => hit.url);
      expect((await search(split.client, query)).hits.map((hit) => hit.url), query).toEqual(expected);
    }
  });

  it('puts every term in the shard findShard names for it', () => {
    const { files, manifest } = localIndex(routes, { shardChars: 150, previewChars: 60, vocabularyChars: 400, postingsPerTerm: 2_000 });
    const shards = shardMap(manifest);
    for (const [index] of manifest.shards.entries()) {
      const shard = JSON.parse(files.get(`${manifest.base}s/${index}.json`)!) as ShardFile;
      const [key, split] = manifest.shards[index]!;
      for (const [term] of shard.t) {
        // A split key's own file also previews its subtree; its own terms are the key itself.
        if (split && term !== key) continue;
        expect(findShard(shards, term), term).toBe(index);
      }
    }
  });

  it('reports an unreachable index as a RetryError (DocSearch shows its error screen for it)', async () => {
    const client = createLocalSearchClient('/__folio/search/', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.search({ requests: [{ query: 'sidebar' }] })).rejects.toMatchObject({ name: 'RetryError' });
    await expect(client.search({ requests: [{ query: 'sidebar' }] })).rejects.toBeInstanceOf(RetryError);
  });
});

describe('spreadPages', () => {
  it("moves a page's later sections down, so other pages are not pushed out of the first places", () => {
    const result = (id: number, score: number): RankedResult => ({ id, score, words: 1, titleMatch: NO_TITLE_MATCH, shownWords: 0, terms: [], match: {} });
    // Records 256 and 257 are page 1's; 512 is page 2's.
    const ranked = spreadPages([result(256, 10), result(257, 9), result(258, 8), result(512, 6)]);
    expect(ranked.map((entry) => [entry.id, entry.score])).toEqual([
      [256, 10],
      [512, 6],
      [257, 4.5],
      [258, 2],
    ]);
  });
});
