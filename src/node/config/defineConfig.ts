// What `import { defineConfig } from 'folio'` resolves to in a site's config file.
import type { SiteConfigInput } from './schema.js';

export type { SiteConfigInput as Config } from './schema.js';

/** Identity function that gives `site.config.ts` its types and editor completion. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
