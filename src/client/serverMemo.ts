// Markup that many pages share, rendered once per build on the server.
//
// A changelog that lists every entry in its sidebar puts the same thousands of links on every
// entry's page: rendering them again on each page made a large site's build grow with the
// square of its entries. A component asks for a part's HTML with a key (an object the build
// shares between pages, such as a sidebar's data) and a part name; the server renders the part
// the first time and hands the same string to every later page, which sets it as the inner HTML
// of the element that holds it. The browser has no such function: there the part renders as
// usual, and hydrates against the identical markup the server wrote.
import { createContext, useContext, type ReactElement } from 'react';

/**
 * Inner HTML of `render()`, rendered once per `key` and `part`. The part must not depend on
 * anything but the key, the part name and the site data (not on the current page).
 */
export type RenderShared = (key: object, part: string, render: () => ReactElement) => string;

export const ServerMemoContext = createContext<RenderShared | null>(null);

/** The server's memo, or null in the browser (render the part normally there). */
export function useServerMemo(): RenderShared | null {
  return useContext(ServerMemoContext);
}
