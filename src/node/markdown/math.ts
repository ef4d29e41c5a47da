// `$inline$` and `$$ block $$` math (parsed by `parse/inlineRules.ts` / `blockRules.ts`) typeset by KaTeX at build time: pages ship
// HTML + MathML and only need KaTeX's CSS, which the page asks for with the `math` feature.
import type { Root } from 'hast';
import rehypeKatex from 'rehype-katex';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';
import { hasClass, markGenerated, visitElements } from './hast.js';

type Transform = (tree: Root, file: VFile) => void;

export function rehypeMath() {
  const typeset = (rehypeKatex as unknown as (options: object) => Transform)({ strict: 'ignore' });
  return (tree: Root, file: VFile): void => {
    if (!containsMath(tree)) return;
    stateOf(file).features.add('math');
    typeset(tree, file);
    visitElements(tree, (node) => (hasClass(node, 'katex') || hasClass(node, 'katex-display') ? (markGenerated(node), 'skip') : undefined));
  };
}

function containsMath(tree: Root): boolean {
  let found = false;
  visitElements(tree, (node) => {
    if (found) return 'skip';
    found = hasClass(node, 'math-inline') || hasClass(node, 'math-display') || hasClass(node, 'language-math');
    return undefined;
  });
  return found;
}
