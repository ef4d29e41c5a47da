// Issue 5 audit: all 109 changelog entries showed "1 min read". The changelog turns reading time
// off, as Docusaurus's own changelog does (`showReadingTime: false`); the blogs keep it.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/loadConfig.js';

const configFile = fileURLToPath(new URL('../../../site.config.ts', import.meta.url));

describe("the site's reading times", () => {
  it('are shown on blog posts but not on changelog entries', async () => {
    const { config } = await loadConfig(configFile);
    expect(Object.fromEntries(config.blog.map((blog) => [blog.id, blog.showReadingTime]))).toEqual({ default: true, changelog: false, tests: true });
  });
});
