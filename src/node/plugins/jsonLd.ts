// Structured data (schema.org JSON-LD) is a head tag: a script search engines read as data.
import type { HeadTag } from '../../shared/types.js';
import { inlineJson } from '../prerender/headTags.js';

/** The `<script type="application/ld+json">` tag of `data`, which no value can close early. */
export function jsonLdScript(data: Record<string, unknown>): HeadTag {
  return { tag: 'script', attrs: { type: 'application/ld+json' }, content: inlineJson(data) };
}
