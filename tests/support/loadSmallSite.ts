// Loads a small site written from a map of files, as a build loads it (config validated, content
// compiled on this thread): its routes, or the problems it stops on, and its warnings.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { testTempDir } from './testTempDir.js';
import { loadSite } from '../../src/node/build/loadSite.js';
import { createLogger } from '../../src/node/build/logger.js';
import { createMarkdownService } from '../../src/node/build/markdownService.js';
import { validateConfig } from '../../src/node/config/validateConfig.js';
import { isBuildError, type Diagnostic } from '../../src/node/errors.js';
import type { RouteInput } from '../../src/node/plugins/types.js';

export interface LoadedSmallSite {
  routes?: RouteInput[];
  problems?: Diagnostic[];
  warnings: Diagnostic[];
}

/** A loader of sites in a temporary folder of the test file's own, removed after its tests. */
export function smallSiteLoader(name: string): (files: Record<string, string | Buffer>, config: Record<string, unknown>) => Promise<LoadedSmallSite> {
  const temp = testTempDir(name);
  return async (files, config) => {
    const siteDir = mkdtempSync(path.join(temp, 'site-'));
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
      writeFileSync(path.join(siteDir, rel), text);
    }
    const logger = createLogger({ quiet: true });
    const markdown = createMarkdownService({ threads: 0 });
    try {
      const loaded = await loadSite({ config: validateConfig({ title: 'T', url: 'https://example.com', ...config }, 'site.config.ts'), siteDir, mode: 'production', logger, markdown });
      return { routes: loaded.routes, warnings: logger.warnings };
    } catch (caught) {
      if (!isBuildError(caught)) throw caught;
      return { problems: caught.diagnostics, warnings: logger.warnings };
    } finally {
      await markdown.close();
    }
  };
}
