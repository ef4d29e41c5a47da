// The cards of a category's index page and of <DocCardList />: what each says under its title.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom/server.js';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { DocCardItem } from '../../../../src/shared/docsTypes.js';
import type { SiteData } from '../../../../src/shared/types.js';
import { DocCards } from '../../../../theme/docs/DocItemParts.js';

const site = { baseUrl: '/', trailingSlash: undefined } as unknown as SiteData;

function descriptions(items: DocCardItem[]): string[] {
  const html = renderToString(
    <StaticRouter location="/docs/guides">
      <SiteContext.Provider value={site}>
        <DocCards items={items} />
      </SiteContext.Provider>
    </StaticRouter>,
  );
  return [...html.matchAll(/<p class="doc-card__description">(.*?)<\/p>/g)].map((match) => match[1]!);
}

describe('doc cards', () => {
  it("describe a category by its own description, else by how many items it holds; a doc by its description", () => {
    expect(
      descriptions([
        { type: 'category', label: 'Deploy', href: '/docs/deploy', description: 'Hosting the build.', count: 3 },
        { type: 'category', label: 'API', href: '/docs/api', count: 1 },
        { type: 'category', label: 'CLI', href: '/docs/cli', count: 2 },
        { type: 'link', label: 'Intro', href: '/docs/intro', description: 'Start here.' },
        { type: 'link', label: 'FAQ', href: '/docs/faq' },
      ]),
    ).toEqual(['Hosting the build.', '1 item', '2 items', 'Start here.', '']);
  });
});
