import { describe, expect, it } from 'vitest';
import { withRenderedHead } from '../../../../src/node/prerender/renderBatch.js';
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
