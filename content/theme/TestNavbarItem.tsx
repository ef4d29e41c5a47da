import { useLocation } from 'react-router-dom';

/** The message the custom test navbar item shows; the e2e tests check it. */
export const TEST_ITEM_MESSAGE = 'Custom navbar item clicked: the test area registers its own navbar item type.';

/**
 * A custom navbar item type (`custom-testItem`), registered in site.config.ts with
 * `themeComponents`. It shows only inside the test area.
 */
export default function TestNavbarItem({ mobile }: { mobile?: boolean }) {
  const { pathname } = useLocation();
  // /tests and the pages below it, not a sibling such as /testsfoo.
  if (pathname !== '/tests' && !pathname.startsWith('/tests/')) return null;
  return (
    <button type="button" className={mobile ? 'menu__link' : 'navbar__item navbar__link'} onClick={() => window.alert(TEST_ITEM_MESSAGE)}>
      Custom item
    </button>
  );
}
