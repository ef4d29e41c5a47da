import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../src/client/context.js';
import { Link } from '../../../src/client/Link.js';
import DocusaurusLink from '../../../src/client/docusaurus/Link.js';
import useBaseUrl from '../../../src/client/docusaurus/useBaseUrl.js';
import type { SiteData } from '../../../src/shared/types.js';

const site = { baseUrl: '/base/', trailingSlash: true } as SiteData;

function render(element: React.ReactElement): string {
  return renderToString(
    <StaticRouter location="/base/docs/" basename="/base">
      <SiteContext.Provider value={site}>{element}</SiteContext.Provider>
    </StaticRouter>,
  );
}

describe('Link', () => {
  it('renders the caller attributes in their order, then the resolved href', () => {
    const html = render(
      <Link to="/docs/intro" className="menu__link" aria-current="page" style={{ paddingLeft: '1rem' }} onClick={() => {}}>
        Intro
      </Link>,
    );
    expect(html).toBe('<a class="menu__link" aria-current="page" style="padding-left:1rem" href="/base/docs/intro/">Intro</a>');
  });

  it('opens external links in a new tab unless told otherwise', () => {
    expect(render(<Link href="https://example.com">Ex</Link>)).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer">Ex</a>');
    expect(render(<Link href="https://example.com" target="_self" rel="me">Ex</Link>)).toBe('<a href="https://example.com" target="_self" rel="me">Ex</a>');
  });

  it("as @docusaurus/Link, leaves a target that holds the base URL already (`to={useBaseUrl('/docs')}`) with one base URL, as Docusaurus does (BYO audit: Taro)", () => {
    function Page() {
      return (
        <>
          <DocusaurusLink to={useBaseUrl('/docs/intro')}>A</DocusaurusLink>
          <DocusaurusLink to="/docs/intro">B</DocusaurusLink>
          <DocusaurusLink href={useBaseUrl('docs/other')}>C</DocusaurusLink>
        </>
      );
    }
    expect(render(<Page />)).toBe('<a href="/base/docs/intro/">A</a><a href="/base/docs/intro/">B</a><a href="/base/docs/other/">C</a>');
  });
});
