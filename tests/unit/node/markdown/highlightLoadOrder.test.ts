// Alone in its file, so Prism (a module-wide singleton) starts with no language loaded: the
// highlighting of a language must not depend on which languages earlier pages happened to load.
import { describe, expect, it } from 'vitest';
import { createHighlighter } from '../../../../src/node/markdown/highlightCode.js';
import { hastToHtml } from '../../../../src/node/markdown/toMdTree.js';

describe('highlighting in a fresh process', () => {
  it('highlights the YAML front matter of a Markdown block although no YAML block came first', () => {
    const html = createHighlighter()
      .highlight('---\ntitle: Hello\n---\n\n# Heading', 'md')
      .map((line) => hastToHtml(line))
      .join('\n');
    expect(html).toContain('language-yaml key atrule');
  });
});
