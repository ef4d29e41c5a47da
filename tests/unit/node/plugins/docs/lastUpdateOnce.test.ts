// The dev server loads a docs instance again after every save; git history does not change on
// a save, so in development each folder's last-update dates are read once.
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { validateConfig } from '../../../../../src/node/config/validateConfig.js';
import { docsPlugin } from '../../../../../src/node/plugins/docs/index.js';
import { gitLastUpdates } from '../../../../../src/node/plugins/docs/gitLastUpdate.js';
import type { MarkdownOutput } from '../../../../../src/node/markdown/types.js';

vi.mock('../../../../../src/node/plugins/docs/gitLastUpdate.js', () => ({ gitLastUpdates: vi.fn(async () => new Map()) }));

const siteDir = path.resolve(__dirname, '../../../../fixtures/sites/versioned-docs');
const config = validateConfig({ title: 'T', url: 'https://example.com', docs: [{ path: 'docs', routeBasePath: 'docs', sidebarPath: 'sidebars.json', showLastUpdateTime: true }] }, 'site.config.ts');

function load(plugin: ReturnType<typeof docsPlugin>, mode: 'production' | 'development') {
  return plugin.loadContent!({ config, siteDir, mode, compileMarkdown: async (inputs) => inputs.map(() => ({}) as MarkdownOutput), warn: () => undefined });
}

beforeEach(() => {
  vi.mocked(gitLastUpdates).mockClear();
});

describe('docs last-update dates', () => {
  it('are read from git once per folder by the dev server', async () => {
    const plugin = docsPlugin(config.docs[0]!);
    await load(plugin, 'development');
    await load(plugin, 'development');
    expect(vi.mocked(gitLastUpdates)).toHaveBeenCalledTimes(1);
  });

  it('are read on every load of a production build', async () => {
    const plugin = docsPlugin(config.docs[0]!);
    await load(plugin, 'production');
    await load(plugin, 'production');
    expect(vi.mocked(gitLastUpdates)).toHaveBeenCalledTimes(2);
  });
});
