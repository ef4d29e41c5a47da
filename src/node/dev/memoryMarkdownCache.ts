import { createHash } from 'node:crypto';
import type { MarkdownCache } from '../build/markdownCache.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The dev server's markdown cache: compiled files stay in memory keyed by their input, so a
 * save recompiles only the file that changed.
 *
 * Every input of a docs version carries the same link map (one entry per doc of the version),
 * so serializing it for every file made a lookup cost grow with the square of the number of
 * docs: the map is hashed once per object instead. Plugins build a fresh map on every load and
 * never change it once compiling has started, so its identity stands for its content.
 */
export function createMemoryMarkdownCache(): MarkdownCache {
  const entries = new Map<string, MarkdownOutput>();
  const linkMapHashes = new WeakMap<Record<string, string>, string>();
  const linkMapHash = (linkMap: Record<string, string>) => {
    let hash = linkMapHashes.get(linkMap);
    if (hash === undefined) {
      hash = sha1(JSON.stringify(linkMap));
      linkMapHashes.set(linkMap, hash);
    }
    return hash;
  };
  const keyOf = (input: MarkdownInput) => sha1(JSON.stringify({ ...input, linkMap: linkMapHash(input.linkMap) }));
  return {
    async get(input) {
      return entries.get(keyOf(input));
    },
    async set(input, output) {
      entries.set(keyOf(input), output);
    },
  };
}
