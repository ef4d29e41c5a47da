// Where the notes of a release live. The blog publishes one post per minor release
// (`/blog/releases/3.6`); the changelog has one entry per version (`/changelog/3.6.3`).

/** `3.6.3` → `/blog/releases/3.6`. */
export function releaseNotesPath(versionName: string): string {
  const [major, minor = '0'] = versionName.split('.');
  return `/blog/releases/${major}.${minor}`;
}

/** `3.6.3` → `/changelog/3.6.3`. */
export function changelogPath(versionName: string): string {
  return `/changelog/${versionName}`;
}
