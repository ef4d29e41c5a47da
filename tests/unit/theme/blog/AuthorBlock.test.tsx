// An author as Docusaurus's BlogAuthor shows one: the name links to the author's page, else their
// url, else their e-mail; no image, no avatar.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { BlogAuthor } from '../../../../src/shared/blogTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { AuthorBlock } from '../../../../theme/blog/BlogParts.js';

const site = { baseUrl: '/', trailingSlash: undefined } as SiteData;

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
});
