export const meta = {
  title: 'Layout with no children',
  description: 'A page whose component renders nothing at all; the layout around it (announcement bar, navbar, footer) must still render.',
};

/**
 * Renders nothing on purpose. What to see at /tests/pages/layout-no-children: the navbar at the
 * top, the footer at the bottom (pushed to the bottom of the window), no page content between
 * them, no error screen and no console error.
 */
export default function LayoutNoChildren() {
  return null;
}
