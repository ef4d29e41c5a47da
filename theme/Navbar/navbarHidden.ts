import { createContext } from 'react';

/** Whether the navbar has scrolled out of view: its dropdowns close then, rather than float over the page. */
export const NavbarHiddenContext = createContext(false);
