import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { TagsByLetter } from '../../../../theme/docs/DocItemParts.js';

const site = { baseUrl: '/', trailingSlash: undefined } as unknown as SiteData;
const tag = (label: string) => ({ label, permalink: `/tags/${encodeURIComponent(label)}`, count: 1 });

describe('TagsByLetter', () => {
  it('heads each group with the whole first character, an emoji or a letter outside the basic plane included (review)', () => {
    const html = renderToString(
      <StaticRouter location="/tags">
        <SiteContext.Provider value={site}>
          <TagsByLetter tags={[tag('apple'), tag('Avocado'), tag('🚀 launch'), tag('𝒳 math')]} />
        </SiteContext.Provider>
      </StaticRouter>,
    );
    expect([...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1])).toEqual(['A', '🚀', '𝒳']);
  });
});
