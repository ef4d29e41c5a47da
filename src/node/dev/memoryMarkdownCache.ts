import { createHash } from 'node:crypto';
import type { MarkdownCache } from '../build/markdownCache.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';

/**
 * The dev server's markdown cache: compiled files stay in memory keyed by their input, so a
 * save recompiles only the file that changed.
 */
export function createMemoryMarkdownCache(): MarkdownCache {
  const entries = new Map<string, MarkdownOutput>();
  const keyOf = (input: MarkdownInput) => createHash('sha1').update(JSON.stringify(input)).digest('hex');
  return {
    async get(input) {
      return entries.get(keyOf(input));
    },
    async set(input, output) {
      entries.set(keyOf(input), output);
    },
  };
}
