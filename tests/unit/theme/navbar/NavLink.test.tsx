// A navbar link is marked as leading to another site (the external-link icon) only when its
// address is another site's, as Docusaurus marks it: `href: '/docs'` is a page of this one.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { NavLink } from '../../../../theme/Navbar/NavLink.js';

const site = { baseUrl: '/', trailingSlash: undefined } as unknown as SiteData;
const rendered = (href: string) =>
  renderToString(
    <StaticRouter location="/">
      <SiteContext.Provider value={site}>
        <NavLink item={{ label: 'Go', href }} className="navbar__link" />
      </SiteContext.Provider>
    </StaticRouter>,
  );

describe('NavLink', () => {
  it('shows the external-link icon for another site only (verification audit)', () => {
    expect(rendered('https://github.com/acme')).toContain('icon-external');
    expect(rendered('/docs')).not.toContain('icon-external');
  });
});
