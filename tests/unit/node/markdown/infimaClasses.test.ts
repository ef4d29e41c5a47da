import { describe, expect, it } from 'vitest';
import { hasInfimaClass } from '../../../../src/node/markdown/infimaClasses.js';
import { compile } from './helpers.js';

describe('infima classes', () => {
  it('gives the infima feature to a page whose HTML or JSX uses one of the classes infima.css styles', () => {
    expect(compile('<div class="alert alert--info">Note</div>').features).toEqual(['infima']);
    expect(compile('<div className="row">\n  <div className="col col--6">A</div>\n</div>', { isMdx: true }).features).toEqual(['infima']);
    expect(compile("import Link from '@docusaurus/Link';\n\n<Link className=\"button button--secondary\" to=\"/blog\">Blog</Link>", { isMdx: true }).features).toEqual(['infima']);
  });

  it("leaves it out of a page without them: the theme's own button classes, prose, code that names a class", () => {
    expect(compile('<a class="button button--primary button--lg" href="/blog">Blog</a>').features).toEqual([]);
    expect(compile('A card, a row and a badge, in words.').features).toEqual([]);
    expect(compile('```html\n<div class="card">\n```').features).toEqual(['code']);
  });

  it('knows each family infima.css covers, and nothing near them', () => {
    for (const name of ['button--outline', 'button--sm', 'card__footer', 'col--12', 'text--right', 'margin-bottom--lg', 'padding-vert--md', 'margin--none', 'padding-horiz--xl', 'badge', 'badge--danger', 'alert--success', 'text--italic', 'text--bold', 'text--danger', 'text--no-decoration']) {
      expect(hasInfimaClass([name]), name).toBe(true);
    }
    for (const name of ['button', 'button--primary', 'button--lg', 'cards', 'card__title', 'column', 'margin-bottom--xxl', 'text--bolder', 'text--secondary', 'alert-box', 'my-row']) {
      expect(hasInfimaClass([name]), name).toBe(false);
    }
  });
});
