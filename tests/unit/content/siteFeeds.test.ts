// Issue 5: "RSS 2.0, Atom and JSON feeds per instance", linked from <head>. Every page's head
// carries the feed links of every blog instance, so each instance's must read apart.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/node/config/loadConfig.js';
import { feedTypes } from '../../../src/node/plugins/blog/blogRoutes.js';
import { feedLinkName } from '../../../src/node/plugins/blog/feeds.js';

const configFile = fileURLToPath(new URL('../../../site.config.ts', import.meta.url));

describe("the site's feeds", () => {
  it('are RSS, Atom and JSON for the blog, the changelog and the test blog, each under a title of its own', async () => {
    const { config } = await loadConfig(path.resolve(configFile));
    expect(Object.fromEntries(config.blog.map((blog) => [blog.id, feedTypes(blog)]))).toEqual({ default: ['rss', 'atom', 'json'], changelog: ['rss', 'atom', 'json'], tests: ['rss', 'atom', 'json'] });
    const titles = config.blog.map((blog) => feedLinkName(blog, config.title));
    expect(new Set(titles).size, titles.join(', ')).toBe(config.blog.length);
  });
});
