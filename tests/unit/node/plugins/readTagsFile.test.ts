// A tags file the options name and that is missing is reported where the option is written
// (verification audit: the error named the missing file, with no line).
import { describe, expect, it } from 'vitest';
import { readTagsFile } from '../../../../src/node/plugins/readTagsFile.js';
import { testTempDir } from '../../../support/testTempDir.js';

const dir = testTempDir('read-tags-file');
const source = "export default {\n  blog: [\n    {\n      path: 'blog',\n      tags: 'tags.yml',\n    },\n  ],\n};\n";

describe('readTagsFile', () => {
  it("reports a missing file the options name at the option's line of the config", async () => {
    const failure = await readTagsFile({ dir, tags: 'tags.yml', plugin: 'blog', shown: (abs) => abs, written: { file: 'site.config.ts', source, keyPath: ['blog', 0] } }).catch((error: { diagnostics: unknown[] }) => error.diagnostics);
    expect(failure).toEqual([{ plugin: 'blog', where: { file: 'site.config.ts', line: 5 }, what: expect.stringMatching(/^The tags file of this blog instance does not exist: .*tags\.yml$/), fix: 'Create it, or remove `tags` from the blog instance options.' }]);
  });

  it('reads none when the default tags.yml is not there, and none with tags: false', async () => {
    expect(await readTagsFile({ dir, tags: undefined, plugin: 'docs', shown: (abs) => abs })).toEqual({ tags: {} });
    expect(await readTagsFile({ dir, tags: false, plugin: 'docs', shown: (abs) => abs })).toEqual({ tags: {} });
  });
});
