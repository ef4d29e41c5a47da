// Navbar item kinds both sides tell apart: the build checks these items against their docs
// instance before rendering (src/node/checks/navbarItems.ts), the theme shows them once that
// instance's data is there (theme/Navbar/NavbarItem.tsx).

/** Navbar item types that link into a docs instance (and name it by `docsPluginId`). */
export const DOCS_ITEM_TYPES: ReadonlySet<string> = new Set(['doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown']);
