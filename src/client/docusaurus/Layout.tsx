// `@theme/Layout` in a React page brought over from a Docusaurus site. Folio shows every page
// inside the site's layout already (navbar, footer), so this one only wraps the content, as
// Docusaurus's main wrapper does, and gives the page its title and description: the server
// render hands them to the build (see RenderedHeadContext), which writes them into the page's
// HTML and data.
import { useContext, type ReactNode } from 'react';
import { RenderedHeadContext } from '../context.js';

export interface LayoutProps {
  children?: ReactNode;
  /** The page title, without the site title. */
  title?: string;
  description?: string;
  wrapperClassName?: string;
  /** Accepted for Docusaurus pages; Folio's footer stays. */
  noFooter?: boolean;
}

export default function Layout({ children, title, description, wrapperClassName }: LayoutProps) {
  const head = useContext(RenderedHeadContext);
  if (head) {
    if (title) head.title = title;
    if (description) head.description = description;
  }
  // `docusaurus-page` scopes the Infima classes such pages use (theme/markdown/infima.css).
  return <div className={wrapperClassName ? `main-wrapper docusaurus-page ${wrapperClassName}` : 'main-wrapper docusaurus-page'}>{children}</div>;
}
