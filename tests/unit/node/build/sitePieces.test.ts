import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../../src/node/config/schema.js';
import { globalHeadTags } from '../../../../src/node/build/sitePieces.js';
import { manifestHeadTags } from '../../../../src/node/plugins/offline/webManifest.js';
import { dedupeHeadTags } from '../../../../src/shared/pageHead.js';
import type { ContentLoadedResult } from '../../../../src/node/plugins/types.js';

describe('globalHeadTags', () => {
  it("lets the site's own metadata replace a plugin's tag of the same name: themeConfig.metadata's theme-color over the offline manifest's default (docs audit)", () => {
    const config = siteConfigSchema.parse({ title: 'T', url: 'https://e.com', offline: { enabled: true }, themeConfig: { metadata: [{ name: 'theme-color', content: '#123456' }] } });
    const results = [{ routes: [], headTags: manifestHeadTags(config) }] as unknown as ContentLoadedResult[];
    const colours = dedupeHeadTags([globalHeadTags(config, results)]).filter((tag) => tag.attrs.name === 'theme-color').map((tag) => tag.attrs.content);
    expect(colours).toEqual(['#123456']);
  });
});
