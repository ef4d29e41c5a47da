import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../../src/node/config/validateConfig.js';
import { isBuildError } from '../../../../src/node/errors.js';
import type { NavbarItem } from '../../../../src/shared/types.js';

function errorOf(raw: unknown): string {
  try {
    validateConfig(raw, 'site.config.ts');
  } catch (error) {
    if (isBuildError(error)) return error.message;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('validateConfig', () => {
  it('fills defaults', () => {
    const config = validateConfig({ title: 'T', url: 'https://example.com' }, 'site.config.ts');
    expect(config.baseUrl).toBe('/');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.themeConfig.colorMode.defaultMode).toBe('light');
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it('shows the site title in a navbar with neither title nor logo, unless navbar.title says otherwise', () => {
    const navbarTitle = (navbar?: { title?: string; logo?: { src: string; alt: string } }) => validateConfig({ title: 'Acme Widgets', url: 'https://example.com', themeConfig: navbar && { navbar } }, 'site.config.ts').themeConfig.navbar.title;
    expect(navbarTitle()).toBe('Acme Widgets');
    expect(navbarTitle({})).toBe('Acme Widgets');
    expect(navbarTitle({ title: 'Widgets' })).toBe('Widgets');
    // An empty title is a logo-only brand.
    expect(navbarTitle({ title: '' })).toBe('');
    // A logo without a title stays a logo alone, as in Docusaurus.
    expect(navbarTitle({ logo: { src: 'img/logo.svg', alt: 'Acme' } })).toBeUndefined();
  });

  it("reads a navbar item's or footer link's `to` from the site's root, as Docusaurus's useBaseUrl does (audit: Jest's `to: 'blog'` linked to /docs/blog)", () => {
    const config = validateConfig(
      {
        title: 'T',
        url: 'https://example.com',
        themeConfig: {
          navbar: { items: [{ to: 'blog', label: 'Blog' }, { type: 'dropdown', label: 'More', items: [{ to: './docs/intro', label: 'Intro' }, { to: '/help', label: 'Help' }, { href: 'https://x.example', label: 'X' }] }] },
          footer: { links: [{ title: 'Docs', items: [{ to: 'docs/getting-started', label: 'Start' }, { to: '#top', label: 'Top' }] }] },
        },
      },
      'site.config.ts',
    );
    const [blog, more] = config.themeConfig.navbar.items;
    expect(blog?.to).toBe('/blog');
    expect((more as NavbarItem | undefined)?.items?.map((item) => item.to ?? item.href)).toEqual(['/docs/intro', '/help', 'https://x.example']);
    expect((config.themeConfig.footer?.links[0] as { items: { to?: string }[] }).items.map((item) => item.to)).toEqual(['/docs/getting-started', '#top']);
  });

  it('names the field, the value and the fix', () => {
    expect(errorOf({ title: 'T', url: 'https://example.com', onBrokenLinks: 'explode' })).toMatchInlineSnapshot(`
      "error [config] site.config.ts
        Invalid value for \`onBrokenLinks\`: Invalid option: expected one of "throw"|"warn"|"ignore" (found "explode")
        fix: Use one of "throw", "warn", "ignore"."
    `);
  });

  it('says what a union field accepts instead of "Invalid input"', () => {
    const message = errorOf({ title: 'T', url: 'https://example.com', blog: [{ postsPerPage: 'five' }] });
    expect(message).toContain('Invalid value for `blog[0].postsPerPage`: expected a number or "ALL" (found "five")');
    expect(message).toContain('fix: Use a number or "ALL".');
    // The value has the type of one alternative: that alternative's own complaint.
    expect(errorOf({ title: 'T', url: 'https://example.com', blog: [{ postsPerPage: 0 }] })).toMatch(/postsPerPage`: Too small: expected number to be >0 \(found 0\)/);
    expect(errorOf({ title: 'T', url: 'https://example.com', blog: [{ postsPerPage: 2.5 }] })).toContain('expected an integer or "ALL" (found 2.5)');
    // A list alternative whose item is wrong says which item, once.
    expect(errorOf({ title: 'T', url: 'https://example.com', redirects: [{ from: ['/a', 5], to: '/b' }] })).toMatch(/`redirects\[0\]\.from`: Invalid input: expected string, received number at \[1\] \(found \["\/a",5\]\)/);
  });

  it('refuses a redirect whose from is not a site path, or whose to is neither a site path nor a URL (bad input audit: written as given, resolved differently at /old and /old/)', () => {
    const base = { title: 'S', url: 'https://example.com' };
    const relative = errorOf({ ...base, redirects: [{ from: 'old', to: '/about' }] });
    expect(relative).toContain('Invalid value for `redirects[0].from`: not a site path (found "old")');
    expect(relative).toContain('fix: Write it from the site root, starting with "/": "/old".');
    expect(errorOf({ ...base, redirects: [{ from: ['/a', 'https://example.com/b'], to: '/about' }] })).toContain('Invalid value for `redirects[0].from[1]`: not a site path (found "https://example.com/b")');
    const target = errorOf({ ...base, redirects: [{ from: '/old', to: 'about' }] });
    expect(target).toContain('Invalid value for `redirects[0].to`: neither a site path nor a URL (found "about")');
    expect(target).toContain('fix: Write a site path starting with "/" ("/about"), or a full URL ("https://…").');
    expect(validateConfig({ ...base, redirects: [{ from: ['/old', '/older'], to: '/about?x=1#top' }, { from: '/away', to: 'https://example.org/' }] }, 'site.config.ts').redirects).toHaveLength(2);
  });

  it("places a footer column's wrong link at the link, a column without items at its items, and a link among columns at itself (bad-input audit: 'unknown fields title, items')", () => {
    const footer = (links: unknown) => errorOf({ title: 'S', url: 'https://example.com', themeConfig: { footer: { links } } });
    expect(footer([{ title: 'Docs', items: [{ label: 'num', to: 5 }] }])).toContain('Invalid value for `themeConfig.footer.links[0].items[0].to`: Invalid input: expected string, received number (found 5)');
    // A column with no items yet, or no title, is one Docusaurus takes (review).
    expect(validateConfig({ title: 'S', url: 'https://example.com', themeConfig: { footer: { links: [{ title: 'NoItems' }, { items: [{ label: 'a', to: '/a', title: 'The a page' }] }] } } }, 'site.config.ts').themeConfig.footer?.links).toEqual([
      { title: 'NoItems', items: [] },
      { items: [{ label: 'a', to: '/a', title: 'The a page' }] },
    ]);
    expect(footer([{ title: 'T', items: [] }, { label: 'a', to: '/a' }])).toContain('Invalid value for `themeConfig.footer.links[1]`: is a link among columns');
    expect(footer([{ label: 'a', too: '/x' }])).toContain('Unknown config field `themeConfig.footer.links[0].too`');
    expect(validateConfig({ title: 'S', url: 'https://example.com', themeConfig: { footer: { links: [{ label: 'a', to: '/a' }] } } }, 'site.config.ts').themeConfig.footer?.links).toEqual([{ label: 'a', to: '/a' }]);
  });

  it('takes a feed type written alone, and refuses idealImage widths the wrong way round and a footer link with both to and href, or none (bad-input audit)', () => {
    const base = { title: 'S', url: 'https://example.com' };
    expect(validateConfig({ ...base, blog: [{ feedOptions: { type: 'json' } }] }, 'site.config.ts').blog[0]!.feedOptions.type).toEqual(['json']);
    // One width written alone is fine (review: `max: 500` was refused at a min never written).
    expect(validateConfig({ ...base, idealImage: { max: 500 } }, 'site.config.ts').idealImage.max).toBe(500);
    expect(validateConfig({ ...base, sitemap: { ignorePatterns: ['**/tags/**'] } }, 'site.config.ts').sitemap).toMatchObject({ ignorePatterns: ['**/tags/**'] });
    expect(errorOf({ ...base, themeConfig: { footer: { links: [{ label: 'Both', to: '/a', href: 'https://e.com' }] } } })).toContain('Invalid value for `themeConfig.footer.links[0]`: has `to` and `href`, and a footer link takes one of to, href and html');
    expect(errorOf({ ...base, themeConfig: { footer: { links: [{ title: 'T', items: [{ label: 'Nothing' }] }] } } })).toContain('Invalid value for `themeConfig.footer.links[0].items[0]`: has none of to, href and html');
    expect(errorOf({ ...base, themeConfig: { navbar: { items: [{ type: 'dropdown', label: 'More' }] } } })).toContain('Invalid value for `themeConfig.navbar.items[0]`: is a dropdown without items');
    expect(errorOf({ ...base, sitemap: { ignorePatterns: ['docs/*'] } })).toContain('Invalid value for `sitemap.ignorePatterns[0]`: is not a path from the site root, so it matches no page (found "docs/*")');
    expect(errorOf({ ...base, search: { ignorePatterns: ['nope'] } })).toContain('fix: Start it with "/": "/nope".');
  });

  it('refuses a url with a path, saying to put the path in baseUrl (bad-input audit: canonical links and the sitemap got it, the pages did not)', () => {
    const error = errorOf({ title: 'S', url: 'https://bad.example.com/site' });
    expect(error).toContain('Invalid value for `url`: holds the path "/site", and url is the origin only (found "https://bad.example.com/site")');
    expect(error).toContain('fix: Write url: "https://bad.example.com" and put the path in baseUrl: "/site/".');
    expect(validateConfig({ title: 'S', url: 'https://example.com/' }, 'site.config.ts').url).toBe('https://example.com/');
  });

  it('refuses a Prism language Prism does not have, naming the one meant (bad input audit: left out without a word)', () => {
    const base = { title: 'S', url: 'https://example.com' };
    const typo = errorOf({ ...base, themeConfig: { prism: { additionalLanguages: ['php', 'phpx'] } } });
    expect(typo).toContain('Prism has no language "phpx" (themeConfig.prism.additionalLanguages)');
    expect(typo).toContain('fix: Did you mean "php"? Use the id of a Prism component');
    expect(errorOf({ ...base, themeConfig: { prism: { additionalLanguages: ['dotnet'] } } })).toContain('Did you mean "csharp"?');
    expect(validateConfig({ ...base, themeConfig: { prism: { additionalLanguages: ['php', 'csharp', 'haskell'] } } }, 'site.config.ts').themeConfig.prism.additionalLanguages).toEqual(['php', 'csharp', 'haskell']);
  });

  it("takes prism.defaultLanguage, a language or alias a code block could name, and refuses one Prism does not have (bring-your-own: Docusaurus's option was an unknown key)", () => {
    const base = { title: 'S', url: 'https://example.com' };
    expect(validateConfig({ ...base, themeConfig: { prism: { defaultLanguage: 'js' } } }, 'site.config.ts').themeConfig.prism.defaultLanguage).toBe('js');
    const typo = errorOf({ ...base, themeConfig: { prism: { defaultLanguage: 'javascrpt' } } });
    expect(typo).toContain('Prism has no language "javascrpt" (themeConfig.prism.defaultLanguage)');
    expect(typo).toContain('fix: Did you mean "javascript"?');
    // As code blocks read it: any case, plain text too; a language Prism has must be loaded.
    for (const language of ['JS', 'text', 'bash']) expect(validateConfig({ ...base, themeConfig: { prism: { defaultLanguage: language } } }, 'site.config.ts').themeConfig.prism.defaultLanguage).toBe(language);
    expect(errorOf({ ...base, themeConfig: { prism: { defaultLanguage: 'haskell' } } })).toContain('fix: Add "haskell" to themeConfig.prism.additionalLanguages.');
    expect(validateConfig({ ...base, themeConfig: { prism: { defaultLanguage: 'hs', additionalLanguages: ['haskell'] } } }, 'site.config.ts').themeConfig.prism.defaultLanguage).toBe('hs');
  });

  it('takes prism.magicComments, each with a line or a block directive', () => {
    const base = { title: 'S', url: 'https://example.com' };
    const magicComments = [{ className: 'code-add-line', line: 'add-next-line', block: { start: 'add-start', end: 'add-end' } }];
    expect(validateConfig({ ...base, themeConfig: { prism: { magicComments } } }, 'site.config.ts').themeConfig.prism.magicComments).toEqual(magicComments);
    expect(errorOf({ ...base, themeConfig: { prism: { magicComments: [{ className: 'x' }] } } })).toContain('a magic comment needs `line`, `block` ({ start, end }) or both');
  });

  it('refuses customFields the browser cannot receive as JSON, and a title among the head tags, naming why (audit)', () => {
    const base = { title: 'S', url: 'https://example.com', baseUrl: '/' };
    expect(errorOf({ ...base, customFields: { track: () => 1 } })).toContain('`customFields.track`: A function cannot be site data');
    expect(errorOf({ ...base, customFields: { nested: { ids: new Map() } } })).toContain('`customFields.nested.ids`: A Map cannot be site data');
    expect(errorOf({ ...base, customFields: { big: 10n } })).toContain('`customFields.big`: A BigInt cannot be site data');
    expect(validateConfig({ ...base, customFields: { list: [1, 'a', null, { ok: true }] } }, 'site.config.ts').customFields).toEqual({ list: [1, 'a', null, { ok: true }] });
    expect(errorOf({ ...base, headTags: [{ tag: 'title', content: 'Mine' }] })).toContain("a `title` tag cannot be added to every page");
  });

  it('refuses unknown fields', () => {
    expect(errorOf({ title: 'T', url: 'https://example.com', titel: 'x' })).toContain('Unknown config field `titel`');
  });

  it('reports a field written under its Docusaurus name once, as the unknown key it is, not also as the field missing', () => {
    const message = errorOf({ title: 'T', url: 'https://example.com', headTags: [{ tagName: 'link', attributes: { rel: 'icon', href: '/x.png' } }] });
    expect(message).toContain('Unknown config fields `headTags[0].tagName`, `headTags[0].attributes`');
    expect(message).toContain('Did you mean `tagName` → `tag`, `attributes` → `attrs`?');
    expect(message.match(/^error /gm)).toHaveLength(1);
    // A field missing with no unknown key standing for it is still reported.
    expect(errorOf({ title: 'T', url: 'https://example.com', headTags: [{ attrs: { rel: 'icon' } }] })).toContain('Invalid value for `headTags[0].tag`');
  });

  it("says a later Docusaurus's feedOptions.xslt is missing from Folio, not misspelt", () => {
    const source = "export default {\n  title: 'T',\n  url: 'https://example.com',\n  blog: [{\n    feedOptions: { type: ['rss', 'atom'], xslt: true },\n  }],\n};\n";
    let message = '';
    try {
      validateConfig({ title: 'T', url: 'https://example.com', blog: [{ feedOptions: { type: ['rss', 'atom'], xslt: true } }] }, 'site.config.ts', source);
    } catch (error) {
      if (isBuildError(error)) message = error.message;
    }
    expect(message).toMatchInlineSnapshot(`
      "error [config] site.config.ts:5
        Unknown config field \`blog[0].feedOptions.xslt\`
        fix: \`feedOptions.xslt\` is a Docusaurus 3.8 option (a stylesheet that shows the feeds as a page in a browser), which Folio, like Docusaurus 3.6, does not have: remove it. Folio's feeds are plain RSS, Atom and JSON."
    `);
    // A misspelt field beside it still gets the usual fix.
    expect(errorOf({ title: 'T', url: 'https://example.com', blog: [{ feedOptions: { xslt: true, limt: 5 } }] })).toContain('Did you mean `limt` → `limit`? Remove it, or check its spelling');
  });

  it('suggests the field an unknown one misspells', () => {
    expect(errorOf({ title: 'T', url: 'https://example.com', trailingSlsh: true })).toContain('Did you mean `trailingSlsh` → `trailingSlash`?');
    expect(errorOf({ title: 'T', url: 'https://example.com', docs: [{ routeBasPath: 'guides' }] })).toContain('Did you mean `routeBasPath` → `routeBasePath`?');
  });

  it('points at the line of the field in the config source', () => {
    const source = "export default {\n  title: 'T',\n  url: 'https://example.com',\n  onBrokenLinks: 'explode',\n  titel: 'x',\n};\n";
    let message = '';
    try {
      validateConfig({ title: 'T', url: 'https://example.com', onBrokenLinks: 'explode', titel: 'x' }, 'site.config.ts', source);
    } catch (error) {
      if (isBuildError(error)) message = error.message;
    }
    expect(message).toContain('error [config] site.config.ts:4');
    expect(message).toContain('error [config] site.config.ts:5');
    expect(message).toContain('Did you mean `titel` → `title`?');
  });

  it('gives no line for a required field that is missing', () => {
    let message = '';
    try {
      validateConfig({ url: 'https://example.com', themeConfig: { navbar: { title: 'Nav' } } }, 'site.config.ts', "export default {\n  url: 'https://example.com',\n  themeConfig: { navbar: { title: 'Nav' } },\n};\n");
    } catch (error) {
      if (isBuildError(error)) message = error.message;
    }
    expect(message).toContain('error [config] site.config.ts\n  Invalid value for `title`');
  });

  it('refuses two blog (or docs) instances under one routeBasePath, once, at the second (bad-input audit: five duplicate-route warnings and a build)', () => {
    const source = "export default {\n  title: 'T',\n  url: 'https://example.com',\n  blog: [\n    { path: 'blog' },\n    { id: 'news', path: 'news', routeBasePath: '/blog/' },\n  ],\n};\n";
    const error = (() => {
      try {
        validateConfig({ title: 'T', url: 'https://example.com', blog: [{ path: 'blog' }, { id: 'news', path: 'news', routeBasePath: '/blog/' }] }, 'site.config.ts', source);
      } catch (caught) {
        return isBuildError(caught) ? caught.message : String(caught);
      }
      return '';
    })();
    expect(error).toContain('error [config] site.config.ts:6\n  The blog instance "news" serves its pages under /blog, as the blog instance "default" does, so their URLs would clash');
    expect(error).toContain('fix: Give it a `routeBasePath` of its own (e.g. "blog-news").');
    expect(error.match(/would clash/g)).toHaveLength(1);
    expect(validateConfig({ title: 'T', url: 'https://example.com', docs: [{ path: 'docs' }, { id: 'community', path: 'community', routeBasePath: 'community' }] }, 'site.config.ts').docs).toHaveLength(2);
  });

  it('suggests a corrected baseUrl', () => {
    expect(errorOf({ title: 'T', url: 'https://example.com', baseUrl: 'docs' })).toContain('Use baseUrl: "/docs/".');
  });

  it('refuses a baseUrl a browser would send encoded (a space: every page served 404), suggesting one without it (bad-input audit)', () => {
    const error = errorOf({ title: 'T', url: 'https://example.com', baseUrl: '/my docs/' });
    expect(error).toContain('Invalid value for `baseUrl`: it must be a URL path written with letters, digits and - . _ ~ (found "/my docs/", whose space a browser would send encoded)');
    expect(error).toContain('Use baseUrl: "/my-docs/", and serve the site from that folder.');
    expect(errorOf({ title: 'T', url: 'https://example.com', baseUrl: '/docs#x/' })).toContain('whose character "#"');
    // Escapes decoded, letters a browser would encode dropped (review: `/my%20docs/` gave /my-20docs/, `/文档/` gave /-/).
    expect(errorOf({ title: 'T', url: 'https://example.com', baseUrl: '/my%20docs/' })).toContain('Use baseUrl: "/my-docs/"');
    expect(errorOf({ title: 'T', url: 'https://example.com', baseUrl: '/文档/' })).toContain('Use baseUrl: "/site/"');
    expect(validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/v1.2_docs~x/' }, 'site.config.ts').baseUrl).toBe('/v1.2_docs~x/');
  });

  it('refuses a default locale that the locales do not list, at its line, naming the locales there are', () => {
    const source = "export default {\n  title: 'T',\n  url: 'https://example.com',\n  i18n: {\n    defaultLocale: 'fr',\n    locales: ['en'],\n  },\n};\n";
    const error = (() => {
      try {
        validateConfig({ title: 'T', url: 'https://example.com', i18n: { defaultLocale: 'fr', locales: ['en'] } }, 'site.config.ts', source);
      } catch (caught) {
        return caught;
      }
    })();
    expect(isBuildError(error) && error.diagnostics).toHaveLength(1);
    expect((error as Error).message).toMatchInlineSnapshot(`
      "error [config] site.config.ts:5
        \`i18n.defaultLocale\` is "fr", which \`i18n.locales\` does not list (it lists "en")
        fix: Add "fr" to \`i18n.locales\`, or set \`defaultLocale\` to "en"."
    `);
    // Left to its default, "en" is written nowhere: the list that lacks it is.
    const withoutDefault = "export default {\n  title: 'T',\n  url: 'https://example.com',\n  i18n: { locales: ['fr', 'de'] },\n};\n";
    let message = '';
    try {
      validateConfig({ title: 'T', url: 'https://example.com', i18n: { locales: ['fr', 'de'] } }, 'site.config.ts', withoutDefault);
    } catch (caught) {
      if (isBuildError(caught)) message = caught.message;
    }
    expect(message).toContain('error [config] site.config.ts:4\n  `i18n.defaultLocale` is "en", which `i18n.locales` does not list (it lists "fr", "de")');
    expect(message).toContain('or set `defaultLocale` to one of "fr", "de".');
  });

  it('refuses two instances with one id', () => {
    expect(errorOf({ title: 'T', url: 'https://example.com', docs: [{}, {}] })).toContain('Two `docs` instances have the id "default"');
  });

  it("places two instances with one id at the second one's id, or at the second instance when its id is the default", () => {
    const lineOf = (raw: Record<string, unknown>, source: string) => {
      try {
        validateConfig({ title: 'T', url: 'https://example.com', ...raw }, 'site.config.ts', source);
      } catch (caught) {
        if (isBuildError(caught)) return caught.diagnostics.map((problem) => problem.where);
      }
      throw new Error('expected the config to be refused');
    };
    const written = "export default defineConfig({\n  docs: [\n    { id: 'api', path: 'api' },\n    {\n      path: 'more-api',\n      id: 'api',\n    },\n  ],\n});\n";
    expect(lineOf({ docs: [{ id: 'api', path: 'api' }, { path: 'more-api', id: 'api' }] }, written)).toEqual([{ file: 'site.config.ts', line: 6 }]);
    const defaulted = "export default defineConfig({\n  blog: [\n    { path: 'blog' },\n    { path: 'news' },\n  ],\n});\n";
    expect(lineOf({ blog: [{ path: 'blog' }, { path: 'news' }] }, defaulted)).toEqual([{ file: 'site.config.ts', line: 4 }]);
  });
});
