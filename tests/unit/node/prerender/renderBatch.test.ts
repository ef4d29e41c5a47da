import { describe, expect, it } from 'vitest';
import { withInfimaFeature, withRenderedHead } from '../../../../src/node/prerender/renderBatch.js';
import { pageTitleOf } from '../../../../src/shared/pageHead.js';

describe('withRenderedHead', () => {
  const page = { path: '/x', kind: 'page:x', title: '', props: {}, head: [{ tag: 'meta' as const, attrs: { name: 'robots', content: 'noindex' } }] };

  it("gives the page the title, description and tags its component rendered, before the page's own tags", () => {
    const head = { title: 'Showcase', description: 'Sites', tags: [{ tag: 'meta' as const, attrs: { name: 'keywords', content: 'k' } }] };
    expect(withRenderedHead(page, head)).toEqual({ ...page, title: 'Showcase', description: 'Sites', head: [...head.tags, ...page.head] });
  });

  it('keeps the last <title> rendered (the innermost <Head>), as Docusaurus does, and the page shows it', () => {
    const title = (content: string) => ({ tag: 'title' as const, attrs: {}, content });
    const rendered = withRenderedHead({ ...page, head: [title('From front matter')] }, { tags: [title('Outer'), title('Inner')] });
    expect(rendered.head!.filter((tag) => tag.tag === 'title').map((tag) => tag.content)).toEqual(['Inner', 'From front matter']);
    expect(pageTitleOf(rendered, { title: 'Site', titleDelimiter: '|' } as never)).toBe('Inner');
  });

  it('returns the same page when the component said nothing', () => {
    expect(withRenderedHead(page, { tags: [] })).toBe(page);
  });
});

describe('withInfimaFeature', () => {
  const page = { path: '/', kind: 'page:default/index', title: 'Home', props: {} };

  it("gives a React page whose markup uses Infima's classes their stylesheet, once", () => {
    const withHero = withInfimaFeature(page, '<header class="hero hero--primary"><div class="container text--center"></div></header>');
    expect(withHero.features).toEqual(['infima']);
    expect(withInfimaFeature(withHero, '<div class="row"></div>')).toBe(withHero);
  });

  it('leaves pages alone whose markup uses none, and pages that are no React pages (markdown decides for itself)', () => {
    expect(withInfimaFeature(page, '<main class="home"><a class="button button--primary"></a></main>')).toBe(page);
    const doc = { ...page, kind: 'doc' };
    expect(withInfimaFeature(doc, '<div class="card"></div>')).toBe(doc);
  });
});
