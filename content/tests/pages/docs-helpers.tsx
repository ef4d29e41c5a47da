import { useState, type ReactNode } from 'react';
import { Link, useActiveDocsPlugin, useCurrentSidebarCategory, useDocById, useDocsData, useSidebarById } from 'folio/client';
import { ErrorCatcher } from './_components/ErrorCatcher.js';

export const meta = {
  title: 'Docs helper tests',
  description: 'Each docs helper of folio/client asked for something that exists, and for something that does not, with the error it throws.',
  noindex: true,
};

/** The result of a lookup that succeeded; a doc lookup is empty until the version's doc list arrives. */
function Found({ name, value }: { name: string; value: string | undefined }) {
  return (
    <p className="tp-status" data-testid={`found-${name}`}>
      {value === undefined ? 'loading the doc list…' : <strong>{value}</strong>}
    </p>
  );
}

const DocInCurrent = () => <Found name="doc" value={useDocById('api/plugins/svgr')?.path} />;
const UnknownDoc = () => <Found name="unknown-doc" value={useDocById('no-such-doc')?.path} />;
const DocOfOldVersion = () => <Found name="old-version-doc" value={useDocById('api/plugins/svgr', 'default', '3.6.3')?.path} />;
const UnknownSidebar = () => <Found name="unknown-sidebar" value={useSidebarById('no-such-sidebar').id} />;
const ActivePluginHere = () => <Found name="active-plugin" value={useActiveDocsPlugin({ failfast: true })?.path} />;
const UnknownInstance = () => <Found name="unknown-instance" value={useDocsData('no-such-instance').path} />;
const CategoryHere = () => <Found name="category" value={useCurrentSidebarCategory().label} />;

interface Case {
  name: string;
  call: string;
  expect: string;
  Lookup: () => ReactNode;
}

const cases: Case[] = [
  { name: 'doc', call: "useDocById('api/plugins/svgr')", expect: 'the path of the SVGR plugin doc in the current version, /docs/api/plugins/svgr', Lookup: DocInCurrent },
  { name: 'unknown-doc', call: "useDocById('no-such-doc')", expect: 'an error naming the id and listing every doc id of the current version', Lookup: UnknownDoc },
  { name: 'old-version-doc', call: "useDocById('api/plugins/svgr', 'default', '3.6.3')", expect: 'an error saying no version doc was found by that id: the SVGR plugin page is newer than 3.6.3', Lookup: DocOfOldVersion },
  { name: 'unknown-sidebar', call: "useSidebarById('no-such-sidebar')", expect: 'an error naming the sidebar id and listing the sidebars of the version', Lookup: UnknownSidebar },
  { name: 'active-plugin', call: 'useActiveDocsPlugin({ failfast: true })', expect: 'an error saying no active docs plugin was found for this pathname, which is outside every docs instance', Lookup: ActivePluginHere },
  { name: 'unknown-instance', call: "useDocsData('no-such-instance')", expect: 'an error naming the instance and listing the configured ones', Lookup: UnknownInstance },
  { name: 'category', call: 'useCurrentSidebarCategory()', expect: 'an error saying this page is not associated with a sidebar category (it works on category index pages and docs inside a category)', Lookup: CategoryHere },
];

function Row({ name, call, expect, Lookup }: Case) {
  const [run, setRun] = useState(false);
  return (
    <li className="tp-section" data-testid={`case-${name}`}>
      <p>
        <code>{call}</code>: {expect}.
      </p>
      {run ? (
        <ErrorCatcher
          fallback={(error) => (
            <pre className="tp-fallback" role="alert" data-testid={`error-${name}`}>
              {error.message}
            </pre>
          )}
        >
          <Lookup />
        </ErrorCatcher>
      ) : (
        <button type="button" className="button" data-testid={`run-${name}`} onClick={() => setRun(true)}>
          Run
        </button>
      )}
    </li>
  );
}

export default function DocsHelperTests() {
  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>Docs helper tests</h1>
        <p className="tp-lead">
          The docs helpers of <code>folio/client</code> fail loudly when asked for something that cannot exist. Each Run button below calls
          one in a component of its own, inside an error boundary that shows the error message in place of the result.
        </p>
      </header>
      <ul className="tp-cases">
        {cases.map((item) => (
          <Row key={item.name} {...item} />
        ))}
      </ul>
      <p className="tp-muted">
        The helpers are described in <Link to="/docs/docusaurus-core#docs-helpers">the client API docs</Link>. A lookup only runs once its
        button is pressed: an error thrown while the page renders would replace the whole page with the crash screen instead (see the{' '}
        <Link to="/tests/pages/crashTest">crash test</Link>).
      </p>
    </main>
  );
}
