import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClientBundler } from '../../../../src/node/bundle/bundleApp.js';
import { registryModules, themeDir } from '../../../../src/node/build/sitePieces.js';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { isBuildError, type Diagnostic } from '../../../../src/node/errors.js';
import { stylesheet } from '../../../../theme/kinds.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'folio-bundler-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createClientBundler', () => {
  it("reports a site component that does not compile at its file and line, on the dev server's rebuild", async () => {
    writeFileSync(path.join(dir, 'Item.tsx'), 'export default function Item() {\n  return <button>Item</div>;\n}\n');
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://example.com', themeComponents: { 'navbarItem:custom-item': 'Item.tsx' } });
    const bundler = await createClientBundler({ modules: registryModules(config, dir, []), stylesheet: path.join(themeDir, stylesheet), outDir: path.join(dir, 'out'), baseUrl: '/' });
    try {
      const error: unknown = await bundler.rebuild().then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(isBuildError(error)).toBe(true);
      const [problem] = (error as { diagnostics: Diagnostic[] }).diagnostics;
      expect(problem?.where).toMatchObject({ file: expect.stringMatching(/Item\.tsx$/), line: 2 });
      expect(problem?.fix).toContain('Fix the code at this place');
    } finally {
      await bundler.dispose();
    }
  }, 60_000);
});
