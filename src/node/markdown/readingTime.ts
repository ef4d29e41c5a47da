// Reading time counts every word a reader meets, code included, at 200 words a minute.
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { stateOf } from './compileState.js';

const WORDS_PER_MINUTE = 200;
const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}'’_-]|[.,](?=\p{N}))*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Minutes, rounded up to a tenth, never below 0.1. */
export function readingTimeOf(wordCount: number): number {
  return Math.max(0.1, Math.ceil((wordCount / WORDS_PER_MINUTE) * 10) / 10);
}

export function remarkWordCount() {
  return (tree: Root, file: VFile): void => {
    stateOf(file).wordCount = countIn(tree);
  };
}

function countIn(node: Nodes): number {
  if (node.type === 'html') return 0;
  if ('value' in node) return countWords(node.value);
  if ('children' in node) return node.children.reduce((sum, child) => sum + countIn(child), 0);
  return 0;
}
