// Where the notes of a release live. The blog publishes one post per minor release
// (`/blog/releases/3.6`); the changelog has one entry per version (`/changelog/3.6.3`).

/**
 * Docs versions whose release is published: its minor's release-notes post and its changelog
 * entry exist. A page module cannot look at the content, so the list is kept here, and
 * tests/unit/content/releaseLinks.test.ts checks it against the blog and CHANGELOG.md. A version
 * cut with `docs:version` before its notes are written is listed as not published yet (linking
 * pages that do not exist would fail the build) until it is added.
 */
export const PUBLISHED_VERSIONS: readonly string[] = ['3.6.3', '3.5.2'];

export function isPublished(versionName: string): boolean {
  return PUBLISHED_VERSIONS.includes(versionName);
}

/** `3.6.3` → `/blog/releases/3.6`. */
export function releaseNotesPath(versionName: string): string {
  const [major, minor = '0'] = versionName.split('.');
  return `/blog/releases/${major}.${minor}`;
}

/** `3.6.3` → `/changelog/3.6.3`. */
export function changelogPath(versionName: string): string {
  return `/changelog/${versionName}`;
}
