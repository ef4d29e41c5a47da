// markdown-it's own fence rule, which its types do not declare: the MDX rules run it on a fence
// indented four columns or more (see mdxBlockRules.ts).
declare module 'markdown-it/lib/rules_block/fence.mjs' {
  import type { StateBlock } from 'markdown-it';

  export default function fence(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean;
}
