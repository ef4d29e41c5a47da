import { Link, useSiteData } from 'folio/client';
import { changelogPath, isPublished, releaseNotesPath } from './_components/releaseLinks.js';

export const meta = {
  title: 'Versions',
  description: 'Every version of the Folio documentation: the latest docs, the most recent release, past releases and the archived 2.x site.',
};

/** The docs version built from the working tree rather than from a release snapshot. */
const CURRENT_VERSION = 'current';
const ARCHIVE_URL = 'https://v2.folio.example.com';

export default function Versions() {
  const { versions } = useSiteData().docs.default!;
  const latest = versions.find((version) => version.isLast);
  const released = versions.filter((version) => version.name !== CURRENT_VERSION);
  const [stable, ...past] = released;
  // When a site makes a release its latest version, the "latest" and "stable" sections would
  // describe the same docs; show it once, as the stable release.
  const showLatest = latest !== undefined && latest !== stable;

  return (
    <main className="container page-padding versions-page">
      <header className="pages-header">
        <h1>Folio documentation versions</h1>
        <p className="pages-header__lead">
          Pick the documentation that matches the Folio release your site is built with: the tag checked out in your Folio
          checkout (<code>git describe --tags</code>). A release's documentation is a snapshot taken when it was tagged; the
          latest documentation follows the main branch.
        </p>
      </header>

      {showLatest ? (
        <section className="versions-section" aria-labelledby="versions-latest">
          <h2 id="versions-latest">Latest documentation</h2>
          <p>
            The documentation of the main branch, labelled <strong>{latest.label}</strong>. It describes features that may not be
            released yet.
          </p>
          <VersionTable rows={[{ label: latest.label, docs: latest.mainDocPath, changelog: '/changelog' }]} />
        </section>
      ) : null}

      {stable ? (
        <section className="versions-section" aria-labelledby="versions-stable">
          <h2 id="versions-stable">Most recent release</h2>
          <p>
            The documentation of the most recent tagged release, {stable.label}, as it stood on the day it was tagged.
            {showLatest ? ` It is not updated: fixes and new documentation go into the ${latest.label} documentation above.` : null}
          </p>
          <VersionTable rows={[releaseRow(stable)]} />
        </section>
      ) : null}

      {past.length ? (
        <section className="versions-section" aria-labelledby="versions-past">
          <h2 id="versions-past">Past versions</h2>
          <p>Documentation of earlier releases. They no longer receive fixes; upgrade when you can.</p>
          <VersionTable rows={past.map(releaseRow)} />
        </section>
      ) : null}

      <section className="versions-section" aria-labelledby="versions-archived">
        <h2 id="versions-archived">Archived versions</h2>
        <p>
          The 2.x documentation is kept as a separate site: <Link href={ARCHIVE_URL}>2.x documentation</Link>. For what that
          release line brought, read <Link to="/changelog/v2">the 2.x summary</Link>.
        </p>
      </section>
    </main>
  );
}

interface VersionRow {
  label: string;
  docs: string;
  /** Absent: not released yet (the main branch) or not published yet (notes still to come). */
  releaseNotes?: string;
  changelog?: string;
  /** What the missing links' cells say. */
  pending?: string;
}

function releaseRow(version: { name: string; label: string; mainDocPath: string }): VersionRow {
  if (!isPublished(version.name)) return { label: version.label, docs: version.mainDocPath, pending: 'Not published yet' };
  return {
    label: version.label,
    docs: version.mainDocPath,
    releaseNotes: releaseNotesPath(version.name),
    changelog: changelogPath(version.name),
  };
}

function VersionTable({ rows }: { rows: VersionRow[] }) {
  return (
    <div className="versions-table-wrapper">
      <table className="versions-table">
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Documentation</th>
            <th scope="col">Release notes</th>
            <th scope="col">Changelog</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>
                <Link to={row.docs} aria-label={`${row.label} documentation`}>
                  Documentation
                </Link>
              </td>
              <td>
                {row.releaseNotes ? (
                  <Link to={row.releaseNotes} aria-label={`${row.label} release notes`}>
                    Release notes
                  </Link>
                ) : (
                  <span className="versions-table__none">{row.pending ?? 'Not released yet'}</span>
                )}
              </td>
              <td>
                {row.changelog ? (
                  <Link to={row.changelog} aria-label={`${row.label} changelog`}>
                    Changelog
                  </Link>
                ) : (
                  <span className="versions-table__none">{row.pending}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
