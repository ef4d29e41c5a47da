import { Link } from 'folio/client';
import { TestPagesList } from '../tests/pages/_components/TestPagesList';

export const meta = {
  title: 'Tests',
  description: 'The test area of the Folio website: fixture docs, a fixture blog and pages that exercise one feature each.',
};

export default function Tests() {
  return (
    <main className="container page-padding tests-index">
      <header className="pages-header">
        <h1>Test area</h1>
        <p className="pages-header__lead">
          Fixtures for the Folio website's own end-to-end tests. Each page exercises one feature in a real build; none of it is
          documentation.
        </p>
      </header>
      <section aria-labelledby="tests-content">
        <h2 id="tests-content">Fixture content</h2>
        <ul className="tests-list">
          <li>
            <Link to="/tests/docs">Test docs</Link>
            <span className="tests-list__what">Docs visibility (unlisted, draft, force-unlisted), categories, tags, tables of contents, admonitions, images, links and special-character paths.</span>
          </li>
          <li>
            <Link to="/tests/blog">Test blog</Link>
            <span className="tests-list__what">Posts, archive, authors, tags, pagination over seven pages and an unlisted post.</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="tests-pages">
        <h2 id="tests-pages">Test pages</h2>
        <TestPagesList />
      </section>
    </main>
  );
}
