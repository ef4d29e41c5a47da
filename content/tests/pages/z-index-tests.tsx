import { useId, useState } from 'react';

export const meta = {
  title: 'z-index tests',
  description: 'A sticky header, a fixed badge, a tooltip and overlapping layers in the page, to check that the navbar, its dropdowns, the mobile menu and the search stay above page content.',
};

/** The theme's layers, from theme/styles/navbar.css, and the ones this page uses. */
const LAYERS: { what: string; zIndex: number; owner: 'theme' | 'page' }[] = [
  { what: 'Overlapping layer, low', zIndex: 1, owner: 'page' },
  { what: 'Sticky header of this page', zIndex: 100, owner: 'page' },
  { what: 'Fixed badge of this page', zIndex: 150, owner: 'page' },
  { what: 'Tooltip of this page', zIndex: 190, owner: 'page' },
  { what: 'Overlapping layer, high', zIndex: 199, owner: 'page' },
  { what: 'Navbar', zIndex: 200, owner: 'theme' },
  { what: 'Navbar dropdown menu', zIndex: 210, owner: 'theme' },
  { what: 'Mobile menu backdrop', zIndex: 300, owner: 'theme' },
  { what: 'Mobile menu panel', zIndex: 310, owner: 'theme' },
  { what: 'Skip link, progress bar', zIndex: 1000, owner: 'theme' },
];

function Tooltip() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const id = useId();
  const open = hovered || focused || pinned;
  return (
    <span className="tp-tooltip-anchor" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      <button
        type="button"
        className="button"
        aria-describedby={id}
        aria-pressed={pinned}
        data-testid="tooltip-trigger"
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onClick={() => setPinned(!pinned)}
      >
        {pinned ? 'Unpin the tooltip' : 'Hover, focus or click me'}
      </button>
      <span role="tooltip" id={id} className="tp-tooltip" hidden={!open} data-testid="tooltip">
        A tooltip at z-index 190. Scroll it under the navbar: the navbar must cover it.
      </span>
    </span>
  );
}

const FILLER = [
  'This paragraph is here to make the page long enough to scroll, so the sticky header, the fixed badge and the pinned tooltip pass under the navbar and its menus.',
  'Open the docs version dropdown or the language dropdown in the navbar while the sticky header sits right below it: the open menu must be drawn over the header, not under it.',
  'Narrow the window below 996 pixels and open the mobile menu: its dark backdrop must cover the whole page, the fixed badge at the bottom right included, and the menu panel must be above the backdrop.',
];

export default function ZIndexTests() {
  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>z-index tests</h1>
        <p className="tp-lead">
          This page puts positioned elements in the content, each with a <code>z-index</code>, to check the stacking order of the theme: the
          navbar, its dropdown menus, the mobile menu and the search must always be drawn above page content.
        </p>
      </header>

      <div className="tp-fixed-badge" data-testid="fixed-badge">
        Fixed badge · z-index 150
      </div>

      <section className="tp-section" aria-labelledby="checks">
        <h2 id="checks">What to check</h2>
        <ol>
          <li>
            <strong>Navbar over the sticky header.</strong> Scroll down: the sticky header below stops right under the navbar and stays
            there. Scroll up a little so the navbar shows: the navbar is on top, and nothing of the header shows through it.
          </li>
          <li>
            <strong>Dropdowns over everything in the page.</strong> With the sticky header pinned under the navbar, hover the docs version
            dropdown (<em>canary</em>) or the language dropdown (<em>English</em>): the menu covers the header, the tooltip and the layers.
          </li>
          <li>
            <strong>Tooltip under the navbar.</strong> Click the tooltip button to pin the tooltip open, then scroll until it reaches the top:
            it slides under the navbar.
          </li>
          <li>
            <strong>Mobile menu over the badge.</strong> On a narrow window, open the navbar menu: the backdrop covers the fixed badge.
          </li>
          <li>
            <strong>Search above the page.</strong> Press <kbd>Ctrl</kbd> + <kbd>K</kbd> or <kbd>/</kbd>, or use the search button: the search
            opens above the page, badge included.
          </li>
          <li>
            <strong>Skip link on top.</strong> Reload and press <kbd>Tab</kbd> once: the <em>Skip to main content</em> link shows above the
            navbar.
          </li>
        </ol>
      </section>

      <div className="tp-sticky" data-testid="sticky-header">
        <strong>Sticky header of the page</strong> · <code>position: sticky</code>, z-index 100
      </div>

      <section className="tp-section" aria-labelledby="tooltip">
        <h2 id="tooltip">Tooltip</h2>
        <p style={{ paddingTop: '3rem' }}>
          <Tooltip />
        </p>
      </section>

      <section className="tp-section" aria-labelledby="layers">
        <h2 id="layers">Overlapping layers</h2>
        <p>
          Two boxes overlap: the second has the highest z-index this page uses, 199, one below the navbar. Scrolled to the top of the window
          it must still pass under the navbar.
        </p>
        <div className="tp-layer tp-layer--low" data-testid="layer-low">
          Layer with z-index 1
        </div>
        <div className="tp-layer tp-layer--high" data-testid="layer-high">
          Layer with z-index 199, drawn over the first one
        </div>
      </section>

      <section className="tp-section" aria-labelledby="scale">
        <h2 id="scale">The layers, lowest first</h2>
        <table>
          <thead>
            <tr>
              <th>Element</th>
              <th>z-index</th>
              <th>Set by</th>
            </tr>
          </thead>
          <tbody>
            {LAYERS.map((layer) => (
              <tr key={layer.what}>
                <td>{layer.what}</td>
                <td>{layer.zIndex}</td>
                <td>{layer.owner === 'theme' ? 'the theme' : 'this page'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="tp-section tp-filler" aria-labelledby="filler">
        <h2 id="filler">Room to scroll</h2>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>{FILLER[index % FILLER.length]}</p>
        ))}
      </section>
    </main>
  );
}
