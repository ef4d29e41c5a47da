// Two docs of one version with the same id (`id: index` in a second file, or `id:` naming a
// sibling's file name) would each take the other's place wherever docs are looked up by id:
// the sidebar, prev/next, navbar items, the client's docs helpers. The later sidebar check then
// blamed the sidebars file for the doc that lost ("refer to a doc id that does not exist"), so
// the clash is reported first, naming both files.
import type { Diagnostic } from '../../errors.js';
import { frontMatterKeyLine } from '../../content/frontMatterKeyLine.js';

export interface IdentifiedDoc {
  id: string;
  file: { sitePath: string; source: string };
}

/**
 * Pure: one problem per id that several of `docs` (one version of one instance) share. It is
 * reported at the `id:` line of a doc that sets one (the likely slip), else at the first file by
 * path, so every machine names the same file first; the others are `also`. `version` reads
 * `version current of docs instance "default"`.
 */
export function duplicateDocIdProblems(docs: IdentifiedDoc[], version: string): Diagnostic[] {
  const byId = new Map<string, IdentifiedDoc[]>();
  for (const doc of docs) byId.set(doc.id, [...(byId.get(doc.id) ?? []), doc]);
  const problems: Diagnostic[] = [];
  for (const [id, sharing] of byId) {
    if (sharing.length < 2) continue;
    const places = sharing
      .map((doc) => ({ file: doc.file.sitePath, line: frontMatterKeyLine(doc.file.source, 'id') }))
      .sort((a, b) => Number(b.line !== undefined) - Number(a.line !== undefined) || a.file.localeCompare(b.file));
    problems.push({
      plugin: 'docs',
      where: places[0],
      also: places.slice(1),
      what: `${sharing.length} docs of ${version} have the id "${id}"`,
      fix: 'Doc ids must differ within a version: change the front matter `id:` of one of them (a doc without one takes its id from its path below the docs folder).',
    });
  }
  return problems;
}
