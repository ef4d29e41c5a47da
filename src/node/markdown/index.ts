// The public surface of the markdown compiler. `tests/unit/node/markdown/index.test.ts` pins it.
export { createMarkdownCompiler, type MarkdownCompiler, type MarkdownCompilerOptions } from './compileMarkdown.js';
export { parseCodeMeta, type CodeMeta } from './codeMeta.js';
export {
  IDEAL_IMAGE_DEFAULTS,
  responsiveSrcSet,
  writeResponsiveImages,
  type IdealImageOptions,
} from './images.js';
export type { AssetRef, LinkRef, MarkdownInput, MarkdownOutput, SourcePlace } from './types.js';
