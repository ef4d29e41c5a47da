import { describe, expect, it } from 'vitest';
import type { RouteInput } from '../../../../src/node/plugins/types.js';
import { buildRouteTable } from '../../../../src/node/routes/buildRouteTable.js';

const route = (path: string, file?: string): RouteInput => ({ path, kind: 'mdPage', title: path, props: {}, source: file ? { file } : undefined });

describe('buildRouteTable', () => {
  it('normalises and sorts paths', () => {
    const table = buildRouteTable([route('/b/'), route('/a')]);
    expect(table.routes.map((r) => r.path)).toEqual(['/a', '/b']);
  });

  it('reports a path claimed twice, naming both sources in a stable order', () => {
    const table = buildRouteTable([route('/docs/intro', 'content/docs/intro/index.md'), route('/docs/intro', 'content/docs/intro.md')]);
    expect(table.routes).toHaveLength(1);
    expect(table.duplicates).toHaveLength(1);
    expect(table.duplicates[0]).toMatchObject({
      what: 'Two routes want the URL /docs/intro',
      where: { file: 'content/docs/intro.md' },
      also: [{ file: 'content/docs/intro/index.md' }],
    });
  });

  it('places a redirect that takes a URL twice at its lines of the config, with a fix for redirects', () => {
    const redirect = (line: number): RouteInput => ({ path: '/docs/team', kind: 'redirect', title: 'Redirect', props: {}, source: { file: 'site.config.ts', line } });
    const table = buildRouteTable([redirect(12), redirect(15)]);
    expect(table.duplicates[0]).toMatchObject({
      where: { file: 'site.config.ts', line: 12 },
      also: [{ file: 'site.config.ts', line: 15 }],
      fix: expect.stringContaining('Remove one of the redirects'),
    });
  });
});
