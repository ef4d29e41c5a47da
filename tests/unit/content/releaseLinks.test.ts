// The versions page links each published docs version's release notes and changelog entry from a
// list kept in code (a page module cannot read the content): it must name pages that exist, and
// every version the site documents must be on it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { changelogPath, PUBLISHED_VERSIONS, releaseNotesPath } from '../../../content/pages/_components/releaseLinks.js';

const contentDir = fileURLToPath(new URL('../../../content/', import.meta.url));
const changelogVersions = [...readFileSync(path.join(contentDir, 'CHANGELOG.md'), 'utf8').matchAll(/^## (\S+)/gm)].map((match) => match[1]);

describe('the versions page release links', () => {
  it('name a release-notes post and a changelog entry that exist', () => {
    for (const version of PUBLISHED_VERSIONS) {
      const minor = releaseNotesPath(version).slice('/blog/releases/'.length);
      expect(existsSync(path.join(contentDir, 'blog/releases', `${minor}.md`)), releaseNotesPath(version)).toBe(true);
      expect(changelogVersions, changelogPath(version)).toContain(version);
    }
  });

  it('cover every docs version of the site', () => {
    const versions = JSON.parse(readFileSync(path.join(contentDir, 'versions.json'), 'utf8')) as string[];
    expect([...PUBLISHED_VERSIONS].sort()).toEqual([...versions].sort());
  });
});
