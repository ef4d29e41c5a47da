// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import { MdContent } from '../../../../theme/markdown/MdContent.js';
import { markdownInput } from '../../node/markdown/helpers.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const compiler = createMarkdownCompiler();
const compile = (source: string) => compiler.compile(markdownInput(source, { isMdx: true }));

/** Parses HTML and serialises it again, so two spellings of the same markup compare equal. */
function normalise(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const plainPage = `## Intro {#intro}

Some *text* with \`code\`, a [link](https://example.com) & a footnote[^1].

| a | b |
| - | - |
| 1 | 2 |

- [x] done
- [ ] open

:::tip[Hint]
Inside.
:::

\`\`\`ts title="a.ts" showLineNumbers {1}
const a = 1;
\`\`\`

Math $x^2$.

[^1]: The note.
`;

const componentPage = `<Tabs groupId="os">
<TabItem value="mac" label="macOS">

Use **brew**.

</TabItem>
<TabItem value="linux" label="Linux" default>

Use apt.

</TabItem>
</Tabs>

<details>
<summary>More</summary>

Hidden text.

</details>

\`\`\`mermaid
graph TD; A-->B;
\`\`\`

<DocCardList />

<div style={{textAlign: 'center', padding: '1rem'}}>
  Centered text
</div>

<Tabs
  defaultValue="apple"
  values={[
    {label: 'Apple', value: 'apple'},
    {label: 'Orange', value: 'orange'},
  ]}>
<TabItem value="apple">An apple</TabItem>
<TabItem value="orange">An orange</TabItem>
</Tabs>
`;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('MdContent', () => {
  it('renders a page without components exactly as the compiler serialised it', () => {
    const { body } = compile(plainPage);
    const html = renderToString(<MdContent nodes={body} />);
    const expected = body
      .map((node) => (typeof node === 'string' ? node : `<${node.t}${attrs(node.p)}>${node.h ?? ''}</${node.t}>`))
      .join('');
    expect(normalise(html)).toBe(normalise(expected));
    expect(html).toContain('<div class="code-block language-ts code-block--line-numbers" data-lang="ts">');
  });

  it('renders component nodes with the default components', () => {
    const html = renderToString(<MdContent nodes={compile(componentPage).body} />);
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/<details class="details" data-collapsed="true"><summary>\s*More\s*<\/summary>/);
    expect(html).toContain('<pre class="mermaid-source">graph TD; A--&gt;B;</pre>');
    expect(html).not.toContain('DocCardList');
    // JS object and array literals of MDX attributes: a React style, the legacy Tabs `values`.
    expect(html).toContain('<div style="text-align:center;padding:1rem">');
    expect(html).toMatch(/role="tab"[^>]*>Orange</);
  });

  it('uses components passed in, such as the real DocCardList', () => {
    const html = renderToString(
      <MdContent nodes={compile(componentPage).body} components={{ DocCardList: () => <nav>cards</nav> }} />,
    );
    expect(html).toContain('<nav>cards</nav>');
  });

  it('shows the content of a component it does not know', () => {
    expect(renderToString(<MdContent nodes={[{ t: 'Unknown', p: {}, c: [{ t: 'p', h: 'kept' }] }]} />)).toBe('<p>kept</p>');
  });

  it('hydrates without warnings', async () => {
    const recoverable = vi.fn();
    const nodes = [...compile(plainPage).body, ...compile(componentPage).body];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MdContent nodes={nodes} />);
    // Watched from hydration on: rendered to a string in this DOM environment, React 18 warns
    // about layout effects, which a real server render (no window) does not run.
    const errors = vi.spyOn(console, 'error');
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <MdContent nodes={nodes} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});

function attrs(props: Record<string, unknown> | undefined): string {
  return Object.entries(props ?? {})
    .map(([key, value]) => ` ${key === 'className' ? 'class' : key === 'tabIndex' ? 'tabindex' : key}="${String(value)}"`)
    .join('');
}
