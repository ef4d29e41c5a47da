// `npm start` in this process on a scratch copy of a small site: what it prints in the terminal
// when files are saved. Every save of a doc used to print the warnings about every other doc of
// its docs instance again (dev server audit: each save in content/tests/docs reprinted the same
// three "Tag … not declared" warnings).
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from '../../../support/until.js';
import { testTempDir } from '../../../support/testTempDir.js';
import { createLogger } from '../../../../src/node/build/logger.js';
import { startDevServer } from '../../../../src/node/dev/devServer.js';

const dir = testTempDir('dev-warnings');
cpSync(path.resolve(__dirname, '../../../fixtures/sites/versioned-docs'), dir, { recursive: true });
writeFileSync(path.join(dir, 'docs/tags.yml'), 'known:\n  label: Known\n');
const guide = path.join(dir, 'docs/guide.md');
writeFileSync(guide, readFileSync(guide, 'utf8').replace('title: Guide\n', 'title: Guide\ntags: [undeclared]\n'));


describe('npm start, warnings', () => {
  it('prints a warning about a file once, and again only when that file is saved', async () => {
    let output = '';
    const stream = { write: (text: string) => void (output += text) } as unknown as NodeJS.WriteStream;
    const server = await startDevServer({ configPath: path.join(dir, 'site.config.ts'), port: 0, host: 'localhost', logger: createLogger({ stream }), diskCache: false });
    try {
      await server.whenComplete();
      const count = (pattern: RegExp) => output.match(new RegExp(pattern, 'g'))?.length ?? 0;
      const undeclared = /warning \[docs\] .*docs\/guide\.md:\d+\n {2}Tag "undeclared" is not declared/;
      const save = async (file: string) => {
        const updates = count(/\[folio\] updated: /);
        appendFileSync(file, '\nSaved while the server runs.\n');
        await until(() => count(/\[folio\] updated: /) > updates);
      };
      expect(count(undeclared)).toBe(1);

      // Another doc of the instance: the guide's warning stands, unchanged, and is not printed again.
      await save(path.join(dir, 'docs/intro.md'));
      await save(path.join(dir, 'docs/intro.md'));
      expect(count(undeclared)).toBe(1);

      // The guide itself: its warning is printed again.
      await save(guide);
      expect(count(undeclared)).toBe(2);
    } finally {
      await server.close();
    }
  }, 90_000);
});
