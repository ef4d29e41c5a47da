// `@theme/CodeBlock` in a React page: a block that names no language takes the site's
// `themeConfig.prism.defaultLanguage`, as markdown's blocks do (and as Docusaurus's CodeBlock).
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SiteContext } from '../../../../src/client/context.js';
import type { SiteData } from '../../../../src/shared/types.js';
import CodeBlock from '../../../../theme/docusaurus/CodeBlock.js';

const rendered = (site: Partial<SiteData> | null, props: { language?: string } = {}) =>
  renderToString(
    <SiteContext.Provider value={site as SiteData | null}>
      <CodeBlock {...props}>{'const a = 1;'}</CodeBlock>
    </SiteContext.Provider>,
  );

describe('@theme/CodeBlock', () => {
  it("names the site's default language when the block names none", () => {
    expect(rendered({ defaultCodeLanguage: 'js' })).toContain('class="code-block language-js" data-lang="js"');
    expect(rendered({ defaultCodeLanguage: 'js' }, { language: 'bash' })).toContain('data-lang="bash"');
    expect(rendered({})).toContain('data-lang="text"');
    expect(rendered(null)).toContain('data-lang="text"');
  });
});
