import { expect, it } from 'vitest';
import * as markdown from '../../../../src/node/markdown/index.js';

it('exposes exactly the public API of the markdown compiler', () => {
  expect(Object.keys(markdown).sort()).toEqual([
    'IDEAL_IMAGE_DEFAULTS',
    'createMarkdownCompiler',
    'parseCodeMeta',
    'responsiveSrcSet',
    'writeResponsiveImages',
  ]);
});
