// @vitest-environment happy-dom
// An author as Docusaurus's BlogAuthor shows one: the name links to the author's page, else their
// url, else their e-mail; no image, no avatar; each social profile is an icon link.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { BlogAuthor } from '../../../../src/shared/blogTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { AuthorBlock } from '../../../../theme/blog/BlogParts.js';

const site = { baseUrl: '/', trailingSlash: undefined } as SiteData;

/** The links of the rendered author card, as the browser would parse them. */
function links(author: BlogAuthor): HTMLAnchorElement[] {
  const container = document.createElement('div');
  container.innerHTML = render(author);
  return [...container.querySelectorAll('a')];
}

function render(author: BlogAuthor): string {
  return renderToString(
    <StaticRouter location="/blog">
      <SiteContext.Provider value={site}>
        <AuthorBlock author={author} />
      </SiteContext.Provider>
    </StaticRouter>,
  );
}

describe('AuthorBlock', () => {
  it('links the name of an author with only an email to mailto:', () => {
    const html = render({ key: 'bob', name: 'Bob Smith', email: 'bob@example.com' });
    expect(html).toMatch(/<a [^>]*href="mailto:bob@example.com"[^>]*>Bob Smith<\/a>/);
  });

  it('prefers the url to the email, and the author page to both', () => {
    expect(render({ name: 'Bob Smith', url: 'https://bob.example.com', email: 'bob@example.com' })).toMatch(/href="https:\/\/bob.example.com"/);
    expect(render({ name: 'Bob Smith', page: '/blog/authors/bob', url: 'https://bob.example.com', email: 'bob@example.com' })).toMatch(/href="\/blog\/authors\/bob"[^>]*>Bob Smith</);
  });

  it('shows no avatar for an author without image, and no link for one without page, url or email', () => {
    const html = render({ name: 'Bob Smith' });
    expect(html).not.toContain('avatar');
    expect(html).not.toContain('<a ');
    expect(html).toContain('Bob Smith');
  });

  it('shows each social profile as an icon link named for its platform (Docusaurus 3.5+)', () => {
    const socials = links({ name: 'Mara Lindqvist', socials: { github: 'https://github.com/mlindqvist', x: 'https://x.com/maralind' } });
    expect(socials.map((link) => [link.getAttribute('href'), link.getAttribute('aria-label')])).toEqual([
      ['https://github.com/mlindqvist', 'GitHub'],
      ['https://x.com/maralind', 'X'],
    ]);
    for (const link of socials) {
      // The icon is the link's only content: the platform's name is its accessible name, not text.
      expect(link.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
      expect(link.textContent).toBe('');
    }
  });

  it('gives a platform it has no icon for a generic link icon, named by its key', () => {
    const [link] = links({ name: 'Mara Lindqvist', socials: { codeberg: 'https://codeberg.org/mara' } });
    expect(link!.getAttribute('aria-label')).toBe('codeberg');
    expect(link!.querySelector('svg path')).not.toBeNull();
  });
});
