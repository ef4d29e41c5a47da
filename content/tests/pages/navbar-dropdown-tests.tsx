import { Link, useSiteData } from 'folio/client';

export const meta = {
  title: 'Navbar dropdown tests',
  description: 'How to test the navbar dropdowns by mouse, keyboard and touch, with a long list so the page scrolls and the navbar can hide.',
};

const CHECKS: { title: string; steps: string[] }[] = [
  {
    title: 'Hover',
    steps: [
      'Move the mouse over the dropdown: its menu opens without a click.',
      'Move the mouse away from both the button and the menu: it closes.',
      'Moving from the button down into the menu keeps it open (there is no gap that closes it).',
    ],
  },
  {
    title: 'Keyboard',
    steps: [
      'Press Tab until the dropdown button has the focus ring.',
      'Press Enter (or Space): the menu opens. Press it again: it closes.',
      'Press Arrow Down: the menu opens and its first link gets the focus.',
      'Press Tab to move through the links of the open menu.',
      'Press Escape: the menu closes and the focus goes back to the dropdown button.',
    ],
  },
  {
    title: 'Click, touch and focus outside',
    steps: [
      'Open a menu with Enter, then click anywhere on this page: it closes.',
      'Open a menu, then tap outside it on a touch screen: it closes.',
      'Open a menu, then press Tab until the focus leaves it: it closes.',
      'Choosing a link in the menu navigates and closes the menu.',
    ],
  },
  {
    title: 'Mobile (window narrower than 996 pixels)',
    steps: [
      'Open the menu with the button at the top left of the navbar: the navbar items slide in from the left.',
      'Each dropdown is a collapsible list there; a list that holds the current page starts expanded.',
      'Going back in the history, or widening the window past 996 pixels, closes the mobile menu.',
    ],
  },
];

const LIST_LENGTH = 80;

export default function NavbarDropdownTests() {
  const site = useSiteData();
  const dropdownTypes = new Set(['docsVersionDropdown', 'localeDropdown', 'dropdown']);
  const dropdowns = site.navbar.items.filter((item) => dropdownTypes.has(item.type ?? '') || Array.isArray(item.items));
  const describe = (type: string | undefined, label: string | undefined): string => {
    if (type === 'docsVersionDropdown') return 'the docs version dropdown (current, released and archived versions, then "All versions")';
    if (type === 'localeDropdown') return `the language dropdown (${Object.values(site.locale.all).map((l) => l.label).join(', ')})`;
    return `the "${label ?? 'unnamed'}" dropdown`;
  };

  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>Navbar dropdown tests</h1>
        <p className="tp-lead">
          The navbar of this site has two dropdowns on its right side: the <strong>docs version</strong> dropdown, labelled with a version
          name such as <em>canary</em>, and the <strong>language</strong> dropdown, labelled <em>{site.locale.config.label}</em>. Use this page to
          check how they open and close.
        </p>
      </header>

      <section className="tp-section" aria-labelledby="dropdowns">
        <h2 id="dropdowns">Dropdowns in the navbar</h2>
        <ul data-testid="navbar-dropdowns">
          {dropdowns.map((item, index) => (
            <li key={index}>{describe(item.type, item.label)}</li>
          ))}
        </ul>
        <p className="tp-muted">
          This list is read from the site's navbar configuration, so it follows any change to <code>site.config.ts</code>.
        </p>
      </section>

      {CHECKS.map((check) => (
        <section key={check.title} className="tp-section" aria-label={check.title}>
          <h2>{check.title}</h2>
          <ol>
            {check.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      ))}

      <section className="tp-section" aria-labelledby="scrolling">
        <h2 id="scrolling">Hide on scroll</h2>
        <div className="tp-expect">
          <p>
            The navbar has <code>hideOnScroll</code> turned on. Scrolling down this page hides it; scrolling up, even a little, brings it back.
            Near the top of the page it always shows. An open dropdown does not stay floating when the navbar hides. After a jump to an
            anchor, such as <Link to="/tests/pages/navbar-dropdown-tests#end-of-list">the end of the list</Link>, the navbar stays hidden
            until you scroll up.
          </p>
        </div>
        <p>A long list to make the page scroll:</p>
        <ol className="tp-list" data-testid="long-list">
          {Array.from({ length: LIST_LENGTH }, (_, index) => (
            <li key={index}>
              List item {index + 1} of {LIST_LENGTH}
            </li>
          ))}
        </ol>
        <h3 id="end-of-list">End of the list</h3>
        <p>
          You reached the end. Scroll up a little: the navbar slides back in. Back to <Link to="/tests/pages/navbar-dropdown-tests#dropdowns">the
          top of the page</Link>.
        </p>
      </section>
    </main>
  );
}
