// A `<head>…</head>` block in markdown adds tags to the page's document head (Docusaurus
// head metadata), and so does `<Head>…</Head>`, Docusaurus's `@docusaurus/Head` component, which
// its MDX knows without an import. The HTML parser would drop a `<head>` found in a body, so
// blocks are taken out of the source before parsing and returned as `HeadTag`s; their lines stay blank.
import type { HeadTag } from '../../shared/types.js';
import type { Diagnostic } from '../errors.js';
import { lineAt } from './sourceSegments.js';
import { staticValue } from './staticValue.js';
import { scanTag } from './tagSyntax.js';

// A block starts a line; `<head>` mentioned inside a sentence or inline code is prose about HTML.
const HEAD_BLOCK = /^[ \t]*<(head|Head)>([\s\S]*?)<\/\1>/gm;
const HEAD_TAGS = new Set<HeadTag['tag']>(['meta', 'link', 'title', 'script', 'style', 'base', 'html', 'body']);
/** `<html>` and `<body>` set attributes of the document's own elements: these ones. */
const DOCUMENT_ATTRIBUTE = /^(?:class|className|data-[\w-]+)$/;
const WITH_CONTENT = new Set<HeadTag['tag']>(['title', 'script', 'style']);

export interface HeadContext {
  file: string;
  head: HeadTag[];
  errors: Diagnostic[];
  /**
   * `<Head>` is Docusaurus's head component: true unless the file imports a `Head` of its own
   * from elsewhere, or defines one, whose tags are that component's.
   */
  headComponent: boolean;
}

export function extractHeadBlocks(chunk: string, startLine: number, ctx: HeadContext): string {
  return chunk.replace(HEAD_BLOCK, (block: string, name: string, inner: string, offset: number) => {
    if (name === 'Head' && !ctx.headComponent) return block;
    const open = `<${name}>`;
    const innerStart = offset + block.indexOf(open) + open.length;
    readHeadTags(inner, (index) => lineAt(chunk, innerStart + index, startLine), ctx);
    return '\n'.repeat(block.split('\n').length - 1);
  });
}

function readHeadTags(inner: string, lineOf: (index: number) => number, ctx: HeadContext): void {
  for (let i = inner.indexOf('<'); i >= 0; i = inner.indexOf('<', i + 1)) {
    if (inner.startsWith('<!--', i)) {
      i = Math.max(i, inner.indexOf('-->', i));
      continue;
    }
    const tag = scanTag(inner, i);
    if (!tag || tag.isClosing) continue;
    const name = tag.name.toLowerCase() as HeadTag['tag'];
    if (!HEAD_TAGS.has(name)) {
      ctx.errors.push({
        what: `<${tag.name}> is not allowed in a <head> block.`,
        where: { file: ctx.file, line: lineOf(i) },
        fix: `use only ${[...HEAD_TAGS].map((t) => `<${t}>`).join(', ')} inside <head>`,
        plugin: 'markdown',
      });
      continue;
    }
    const attrs: Record<string, string> = {};
    if (name === 'html' || name === 'body') {
      // `<html className="docs-wide" />` (react-helmet's way, as Docusaurus's docs show it).
      for (const { name: key, value } of tag.attributes) {
        if (DOCUMENT_ATTRIBUTE.test(key) && value.kind === 'string') attrs[key === 'className' ? 'class' : key] = value.value;
        else
          ctx.errors.push({
            what: `<${tag.name}> in a <head> block sets only className and data- attributes of the page's <${name}> (found ${key})`,
            where: { file: ctx.file, line: lineOf(i) },
            fix: `write className="…" (a string) or a data- attribute on <${tag.name}>, or remove ${key}`,
            plugin: 'markdown',
          });
      }
      ctx.head.push({ tag: name, attrs });
      continue;
    }
    for (const { name: key, value } of tag.attributes) {
      if (value.kind === 'string') attrs[key] = value.value;
      else if (value.kind === 'boolean') attrs[key] = '';
      else attrs[key] = String(staticValue(value.source)?.value ?? value.source);
    }
    const headTag: HeadTag = { tag: name, attrs };
    if (WITH_CONTENT.has(name) && !tag.isSelfClosing) {
      const close = inner.indexOf(`</${tag.name}>`, tag.end);
      const end = close < 0 ? inner.length : close;
      headTag.content = decodeBasicEntities(inner.slice(tag.end, end).trim());
      i = end;
    }
    ctx.head.push(headTag);
  }
}

function decodeBasicEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) =>
    ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!,
  );
}
