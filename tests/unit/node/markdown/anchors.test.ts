import { describe, expect, it } from 'vitest';
import { compile } from './helpers.js';

describe('anchors', () => {
  it('lists heading ids, footnote ids and explicit ids once each', () => {
    const output = compile('## A\n\n<div id="box"><a name="old-anchor"></a></div>\n\nB[^1]\n\n[^1]: n\n\n<span id="box">again</span>');
    expect(output.anchors).toEqual(['a', 'box', 'old-anchor', 'user-content-fnref-1', 'footnote-label', 'user-content-fn-1']);
  });
});
