// Which navbar link is current: a plain link stays current on the pages below it (Blog on a post),
// as a router's NavLink is; a link to the home page only on the home page.
import { describe, expect, it } from 'vitest';
import { isItemActive } from '../../../../theme/hooks/useIsActive.js';

describe('isItemActive', () => {
  it('marks a plain link current on its page and on the pages below it', () => {
    for (const path of ['/blog', '/blog/', '/blog/page/2', '/blog/releases/3.6', '/blog/tags/release']) expect(isItemActive({ to: '/blog' }, path)).toBe(true);
    expect(isItemActive({ to: '/blog' }, '/blogger')).toBe(false);
    expect(isItemActive({ to: '/blog?x=1#top' }, '/blog/archive')).toBe(true);
  });

  it('marks a link to the home page current only on the home page', () => {
    expect(isItemActive({ to: '/' }, '/')).toBe(true);
    expect(isItemActive({ to: '/' }, '/docs/intro')).toBe(false);
  });

  it('follows activeBasePath and activeBaseRegex over the link', () => {
    expect(isItemActive({ to: '/docs/intro', activeBasePath: '/docs' }, '/docs/guide')).toBe(true);
    expect(isItemActive({ to: '/community/support', activeBaseRegex: '^/community/' }, '/community/team')).toBe(true);
    // A pattern no path matches: a link that is never current by its path (a locale's link to this page).
    expect(isItemActive({ to: '/docs/intro', activeBaseRegex: '^$' }, '/docs/intro')).toBe(false);
  });
});
