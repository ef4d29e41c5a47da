import { describe, expect, it } from 'vitest';
import { checkRedirectSources, redirectLoops, redirectRoutes } from '../../../../src/node/plugins/redirects.js';
import { BuildError } from '../../../../src/node/errors.js';
import type { RouteInput } from '../../../../src/node/plugins/types.js';

const site = { url: 'https://example.com', baseUrl: '/', trailingSlash: undefined };

/** Runs a redirect page's inline script with a fake location; returns where it sends the reader. */
function followScript(html: string, location: { search: string; hash: string }): string {
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  let target = '';
  new Function('location', script)({ ...location, replace: (url: string) => (target = url) });
  return target;
}

describe('redirectRoutes', () => {
  it("declares the site's html lang on the redirect page", () => {
    const [route] = redirectRoutes({ ...site, redirects: [{ from: '/old', to: '/new' }] }, 'en-US');
    expect(route!.staticHtml).toContain('<html lang="en-US">');
  });

  it('makes one unlisted, noindex route per source', () => {
    const routes = redirectRoutes({ ...site, redirects: [{ from: ['/docs/support', '/docs/next/support/'], to: '/community/support' }] });
    expect(routes.map((route) => [route.path, route.kind, route.props, route.noindex, route.unlisted])).toEqual([
      ['/docs/support', 'redirect', { to: '/community/support' }, true, true],
      ['/docs/next/support', 'redirect', { to: '/community/support' }, true, true],
    ]);
  });

  it('writes a meta refresh and an absolute canonical link, below the base URL', () => {
    const [route] = redirectRoutes({ ...site, baseUrl: '/base/', trailingSlash: true, redirects: [{ from: '/old', to: '/new' }] });
    expect(route!.staticHtml).toContain('<meta http-equiv="refresh" content="0; url=/base/new/">');
    expect(route!.staticHtml).toContain('<link rel="canonical" href="https://example.com/base/new/">');
    expect(route!.staticHtml).toContain('<meta name="robots" content="noindex">');
  });

  it('leaves an absolute target as it is', () => {
    const [route] = redirectRoutes({ ...site, redirects: [{ from: '/home/absolute', to: 'https://other.example.org/' }] });
    expect(route!.props).toEqual({ to: 'https://other.example.org/' });
    expect(route!.staticHtml).toContain('<link rel="canonical" href="https://other.example.org/">');
  });

  it('keeps the query string and hash, merging queries and preferring the reader\'s hash', () => {
    const page = (to: string) => redirectRoutes({ ...site, redirects: [{ from: '/x', to }] })[0]!.staticHtml!;
    expect(followScript(page('/community/support'), { search: '?a=1', hash: '#b' })).toBe('/community/support?a=1#b');
    expect(followScript(page('/?some-query=42'), { search: '?a=1', hash: '' })).toBe('/?some-query=42&a=1');
    expect(followScript(page('/?some-query=42'), { search: '', hash: '' })).toBe('/?some-query=42');
    expect(followScript(page('/#some-anchor'), { search: '', hash: '' })).toBe('/#some-anchor');
    expect(followScript(page('/#some-anchor'), { search: '', hash: '#other' })).toBe('/#other');
    expect(followScript(page('https://other.example.org/'), { search: '?q', hash: '#h' })).toBe('https://other.example.org/?q#h');
  });

  it('escapes a target that could break out of the script', () => {
    const html = redirectRoutes({ ...site, redirects: [{ from: '/x', to: '/a</script><script>alert(1)</script>' }] })[0]!.staticHtml!;
    expect(html.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('redirect loops (bad-input audit: the pages sent the browser round forever)', () => {
  it('finds each loop once, from the first redirect in it; chains that end are none', () => {
    expect(redirectLoops([{ from: '/a', to: '/b' }, { from: '/b', to: '/a/' }, { from: '/self', to: '/self#top' }, { from: '/c', to: '/d' }, { from: '/d', to: '/page' }, { from: '/x', to: 'https://example.org/x' }])).toEqual([['/a', '/b'], ['/self']]);
    expect(redirectLoops([{ from: ['/one', '/two'], to: '/three' }, { from: '/three', to: '/two' }])).toEqual([['/three', '/two']]);
  });

  it('stop the build at the first redirect of each loop', () => {
    const source = "export default defineConfig({\n  redirects: [\n    { from: '/a', to: '/b' },\n    { from: '/b', to: '/a' },\n  ],\n});\n";
    let caught: unknown;
    try {
      redirectRoutes({ ...site, redirects: [{ from: '/a', to: '/b' }, { from: '/b', to: '/a' }] }, 'en', { file: 'site.config.ts', source });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BuildError);
    expect((caught as BuildError).diagnostics).toEqual([expect.objectContaining({ where: { file: 'site.config.ts', line: 3 }, what: expect.stringMatching(/^The redirects go round in a loop: \/a → \/b → \/a,/) })]);
  });
});

describe('checkRedirectSources', () => {
  const page = (path: string): RouteInput => ({ path, kind: 'doc', title: path, props: {}, source: { file: 'content/docs/intro.md' } });

  it('accepts redirects from paths no page uses', () => {
    const redirects = redirectRoutes({ ...site, redirects: [{ from: '/old', to: '/docs/intro' }] });
    expect(() => checkRedirectSources(redirects, [...redirects, page('/docs/intro')])).not.toThrow();
  });

  it('finds two redirects from the same path, and two to the same target, at their own lines', () => {
    const source = "export default {\n  redirects: [\n    { from: '/team', to: '/' },\n    { from: '/docs/team', to: '/community/team' },\n    { from: '/team', to: '/' },\n  ],\n};\n";
    const config = { url: 'https://example.com', baseUrl: '/', trailingSlash: undefined, redirects: [{ from: '/team', to: '/' }, { from: '/docs/team', to: '/community/team' }, { from: '/team', to: '/' }] };
    const routes = redirectRoutes(config, 'en', { file: 'site.config.ts', source });
    expect(routes.map((route) => [route.source!.line, route.source!.links![0]!.line])).toEqual([[3, 3], [4, 4], [5, 5]]);
    // Next to each other, the second is still found at its own line (bad-input audit: both at the second's).
    const adjacent = "export default {\n  redirects: [\n    { from: '/dup', to: '/a' },\n    { from: '/dup', to: '/b' },\n  ],\n};\n";
    const twice = redirectRoutes({ ...config, redirects: [{ from: '/dup', to: '/a' }, { from: '/dup', to: '/b' }] }, 'en', { file: 'site.config.ts', source: adjacent });
    expect(twice.map((route) => route.source!.line)).toEqual([3, 4]);
  });

  it('points a clash at the line of its `from` and a target at the line of its `to` in the config', () => {
    const source = "export default defineConfig({\n  redirects: [\n    { from: '/docs/intro',\n      to: '/elsewhere' },\n  ],\n});\n";
    const [redirect] = redirectRoutes({ ...site, redirects: [{ from: '/docs/intro', to: '/elsewhere' }] }, 'en', { file: 'site.config.ts', source });
    expect(redirect!.source).toEqual({ file: 'site.config.ts', line: 3, links: [{ url: '/elsewhere', line: 4 }] });
    expect(() => checkRedirectSources([redirect!], [redirect!, page('/docs/intro')])).toThrow(/error \[client-redirects\] site\.config\.ts:3\n/);
  });

  it('fails the build for a redirect whose source is an existing page, naming both', () => {
    const redirects = redirectRoutes({ ...site, redirects: [{ from: '/docs/intro', to: '/elsewhere' }] });
    expect(() => checkRedirectSources(redirects, [...redirects, page('/docs/intro')])).toThrowErrorMatchingInlineSnapshot(`
      [BuildError: error [client-redirects] site.config.ts
        The redirect from /docs/intro would replace an existing page (also content/docs/intro.md)
        fix: Remove "/docs/intro" from the \`from\` of \`redirects\`, or move the page to another URL.]
    `);
  });
});
