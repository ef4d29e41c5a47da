// What `themeConfig.prism` says of code blocks, as the markdown compiler takes it: apart from the
// compiler, so a build that compiles nothing (everything cached) does not load it to name the cache.
import type { MagicComment } from './magicComments.js';

export interface CodeBlockOptions {
  /** The language of a code block that names none. */
  defaultLanguage?: string;
  /** The site's magic comments (default: the highlight directives). */
  magicComments?: MagicComment[];
}

/** The code block options of `themeConfig.prism`, only those it sets (part of the markdown cache's key). */
export function codeBlockOptionsOf(prism: { defaultLanguage?: string; magicComments?: MagicComment[] }): CodeBlockOptions {
  return { ...(prism.defaultLanguage !== undefined && { defaultLanguage: prism.defaultLanguage }), ...(prism.magicComments !== undefined && { magicComments: prism.magicComments }) };
}

