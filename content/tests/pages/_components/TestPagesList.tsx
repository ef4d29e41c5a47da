// The test pages, each with the one thing it checks: listed on /tests and on /tests/pages.
import { Link } from 'folio/client';

interface TestPage {
  slug: string;
  what: string;
}

/** Pages under `/tests/pages/`, each with the one thing it checks. */
export const testPages: TestPage[] = [
  { slug: 'analytics', what: 'Analytics hooks fire once per page view, including after client-side navigation.' },
  { slug: 'code-block-tests', what: 'Code blocks: titles, line numbers, highlighted lines, magic comments, long lines and the copy button.' },
  { slug: 'crashTest', what: 'A component that throws while rendering, to show the "This page crashed" screen and its Try again button.' },
  { slug: 'diagrams', what: 'Mermaid diagrams render in light and dark mode and load their runtime only on this page.' },
  { slug: 'docs-helpers', what: 'The docs helpers of folio/client: a lookup that succeeds, and the error each one throws for an id, version, sidebar or instance that does not exist.' },
  { slug: 'embeds', what: 'Iframes, videos and other embedded media keep their size and aspect ratio.' },
  { slug: 'error-boundary-tests', what: 'Errors inside nested error boundaries stay contained and can be retried.' },
  { slug: 'head-metadata', what: 'Title, description and extra head tags set from a page end up in the document head.' },
  { slug: 'hydration-tests', what: 'Server HTML and the first client render match, with no hydration warnings.' },
  { slug: 'layout-no-children', what: 'The layout renders its chrome when a page gives it no content.' },
  { slug: 'link-tests', what: 'Internal, external, anchor, base-URL and trailing-slash links resolve correctly.' },
  { slug: 'markdown-tests-md', what: 'Markdown features in a plain .md page: headings, lists, tables, admonitions, footnotes.' },
  { slug: 'markdown-tests-mdx', what: 'The same features in an .mdx page, mixed with components.' },
  { slug: 'navbar-dropdown-tests', what: 'Navbar dropdowns open on hover and Enter, close on outside clicks, and collapse on mobile.' },
  { slug: 'page-toc-tests', what: 'The table of contents of a page: heading levels, inline code in headings and the active entry.' },
  { slug: 'react-18', what: 'Concurrent React features: transitions, Suspense boundaries and useId.' },
  { slug: 'seo', what: 'Canonical URL, Open Graph and robots tags on a page.' },
  { slug: 'svg', what: 'SVG files used as images and as inline React components.' },
  { slug: 'tabs-tests', what: 'Tabs: groups kept in sync, selection stored in the URL query, lazy panels.' },
  { slug: 'unlisted', what: 'An unlisted page: reachable by its URL, left out of the sitemap and search.' },
  { slug: 'z-index-tests', what: 'Stacking of the navbar, dropdowns, the announcement bar and modals over page content.' },
];

/** The list of test pages, linked, each with what it checks. */
export function TestPagesList() {
  return (
    <ul className="tests-list">
      {testPages.map((page) => (
        <li key={page.slug}>
          <Link to={`/tests/pages/${page.slug}`}>
            <code>{page.slug}</code>
          </Link>
          <span className="tests-list__what">{page.what}</span>
        </li>
      ))}
    </ul>
  );
}
