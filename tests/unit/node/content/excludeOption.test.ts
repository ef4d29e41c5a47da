// `exclude` of a docs or blog instance, as Docusaurus has it: files matching its glob patterns
// are no content (bring-your-own audit: Ionic's docs config leaves its README out; Folio refused
// the option, and the README became a page).
import { describe, expect, it } from 'vitest';
import { smallSiteLoader } from '../../../support/loadSmallSite.js';

const load = smallSiteLoader('exclude-option');

describe('the exclude option', () => {
  it('leaves the files its patterns match out of the docs and the blog, besides _ files', async () => {
    const { routes, problems } = await load(
      {
        'docs/intro.md': '# Intro\n',
        'docs/README.md': '# Read me\n',
        'docs/guides/README.md': '# Guides read me\n',
        'docs/guides/one.md': '# One\n',
        'docs/_partial.md': 'Shared.\n',
        'blog/2024-01-02-hello.md': '---\ntitle: Hello\n---\nHello.\n<!-- truncate -->\n',
        'blog/drafts/2024-02-02-wip.md': '---\ntitle: WIP\n---\nWIP.\n<!-- truncate -->\n',
      },
      { docs: [{ path: 'docs', routeBasePath: 'docs', sidebarPath: false, exclude: ['**/README.md'] }], blog: [{ path: 'blog', routeBasePath: 'blog', exclude: ['drafts/**'] }], pages: [] },
    );
    expect(problems).toBeUndefined();
    const paths = routes!.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['/docs/intro', '/docs/guides/one', '/blog/2024/01/02/hello']));
    expect(paths.filter((p) => /readme|partial|wip/i.test(p))).toEqual([]);
  });
});
