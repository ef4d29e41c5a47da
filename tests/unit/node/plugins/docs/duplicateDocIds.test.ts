import { describe, expect, it } from 'vitest';
import { duplicateDocIdProblems } from '../../../../../src/node/plugins/docs/duplicateDocIds.js';

const doc = (id: string, sitePath: string, source = '---\ntitle: T\n---\n') => ({ id, file: { sitePath, source } });

describe('duplicateDocIdProblems', () => {
  it('reports two docs with one id at the `id:` line of the one that sets it, naming the other', () => {
    const docs = [doc('index', 'content/tests/docs/index.md'), doc('dup2', 'content/tests/docs/a.md'), doc('index', 'content/tests/docs/dup2.md', '---\ntitle: Dup\nid: index\n---\n')];
    expect(duplicateDocIdProblems(docs, 'version current of docs instance "tests"')).toEqual([
      {
        plugin: 'docs',
        where: { file: 'content/tests/docs/dup2.md', line: 3 },
        also: [{ file: 'content/tests/docs/index.md', line: undefined }],
        what: '2 docs of version current of docs instance "tests" have the id "index"',
        fix: 'Doc ids must differ within a version: change the front matter `id:` of one of them (a doc without one takes its id from its path below the docs folder).',
      },
    ]);
  });

  it('names the first file by path first when none sets an id, whatever order the docs come in', () => {
    const [problem] = duplicateDocIdProblems([doc('a', 'docs/z.md'), doc('a', 'docs/b.md'), doc('a', 'docs/m.md')], 'version current of docs instance "default"');
    expect(problem?.where).toEqual({ file: 'docs/b.md', line: undefined });
    expect(problem?.also?.map((place) => place.file)).toEqual(['docs/m.md', 'docs/z.md']);
    expect(problem?.what).toMatch(/^3 docs/);
  });

  it('accepts distinct ids', () => {
    expect(duplicateDocIdProblems([doc('a', 'docs/a.md'), doc('b', 'docs/b.md')], 'version current')).toEqual([]);
  });
});
