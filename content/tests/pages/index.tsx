import { Link } from 'folio/client';
import { TestPagesList } from './_components/TestPagesList';

export const meta = {
  title: 'Test pages',
  description: 'Pages of the Folio website that each exercise one feature in a real build: code blocks, crashes, head tags, links, tabs and more.',
};

export default function TestPagesIndex() {
  return (
    <main className="container page-padding tests-index">
      <header className="pages-header">
        <h1>Test pages</h1>
        <p className="pages-header__lead">
          Each page below exercises one feature of Folio in a real build, and says what you should see. The fixture docs and blog are
          listed with them in the <Link to="/tests">test area</Link>.
        </p>
      </header>
      <TestPagesList />
    </main>
  );
}
