// Folio 2 read `folio.config.js`; Folio 3 reads `site.config.ts`. A v2 site started with v3 has the
// old file and not the new one, and "Config file not found" alone sends its author looking for a
// file they never had: the error names the file to rename instead (3.0's migration hint, #9437).
import { existsSync } from 'node:fs';
import path from 'node:path';

const V2_CONFIG_FILES = ['folio.config.js', 'folio.config.ts', 'folio.config.mjs', 'folio.config.cjs'];

/** The path of a Folio 2 config file in `siteDir`, if it holds one. */
export function findV2ConfigFile(siteDir: string): string | undefined {
  const name = V2_CONFIG_FILES.find((file) => existsSync(path.join(siteDir, file)));
  return name === undefined ? undefined : path.join(siteDir, name);
}
