import { describe, expect, it } from 'vitest';
import { flattenTokens, segmentLines, segmentLinesHtml } from '../../../src/shared/codeTokens.js';
import { createHighlighter } from '../../../src/node/markdown/highlightCode.js';

describe('code tokens', () => {
  it('flattens nested tokens into runs keeping every enclosing type and alias', () => {
    const stream = ['a ', { type: 'tag', alias: 'x', content: [{ type: 'punctuation', content: '<', length: 1 }, 'div'], length: 4 }] as never;
    expect(flattenTokens(stream)).toEqual([
      { classes: [], text: 'a ' },
      { classes: ['tag', 'x', 'punctuation'], text: '<' },
      { classes: ['tag', 'x'], text: 'div' },
    ]);
  });

  it('cuts a run that spans a line end, leaving empty lines empty', () => {
    expect(segmentLines([{ classes: ['comment'], text: '/* a\n\nb */' }, { classes: [], text: ' c' }])).toEqual([
      [{ classes: ['comment'], text: '/* a' }],
      [],
      [{ classes: ['comment'], text: 'b */' }, { classes: [], text: ' c' }],
    ]);
  });

  it('makes each line markup with a token span around each run, its text escaped', () => {
    const segments = createHighlighter().segments('const a = "<b>";\n// done', 'js')!;
    expect(segmentLinesHtml(segments)).toEqual([
      '<span class="token keyword">const</span> a <span class="token operator">=</span> <span class="token string">&quot;&lt;b&gt;&quot;</span><span class="token punctuation">;</span>',
      '<span class="token comment">// done</span>',
    ]);
    expect(createHighlighter().segments('plain', 'klingon')).toBeUndefined();
  });
});
