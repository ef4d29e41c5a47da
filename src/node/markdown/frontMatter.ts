// Front matter is read as gray-matter reads it. The body that goes on to the parser is padded
// with the newlines the front matter took, so every position the parser reports is already a
// line of the real file: no offset has to be added (or forgotten) anywhere downstream.
import matter from 'gray-matter';
import engines from 'gray-matter/lib/engines.js';
import { BuildError } from '../errors.js';
import { explainYamlError, YAML_QUOTING_HINT } from '../explainYamlError.js';

export interface FrontMatterResult {
  frontMatter: Record<string, unknown>;
  /** The body, preceded by one empty line per line of front matter. */
  body: string;
  /** Lines the front matter took (0 without front matter). */
  lineOffset: number;
}

/**
 * gray-matter's result (`data`, `content`) for a source. The usual shapes — no front matter, or
 * a block opened by a bare `---` line — are split here with gray-matter's own rules and YAML
 * parser: gray-matter itself first copies every file into a Buffer, which with its option
 * handling was a third of the time a front matter took (~40 ms of a 500-page build). Anything
 * else (a byte-order mark, `---json`, `----`) goes to gray-matter.
 */
export function splitFrontMatter(source: string): { data: unknown; content: string } {
  const bare = source.startsWith('---\n') || source.startsWith('---\r\n');
  if (source.charCodeAt(0) === 0xfeff || (source.startsWith('---') && !bare)) {
    // Passing options turns off gray-matter's cache, which would keep every file alive.
    const parsed = matter(source, {});
    return { data: parsed.data, content: parsed.content };
  }
  if (!bare) return { data: {}, content: source };
  const rest = source.slice(3);
  let close = rest.indexOf('\n---');
  if (close === -1) close = rest.length;
  const block = rest.slice(0, close);
  // gray-matter: a block of only comments is empty; a block that parses to nothing is `{}`.
  const data = block.replace(/^\s*#[^\n]+/gm, '').trim() === '' ? {} : (engines.yaml.parse(block) ?? {});
  let content = close === rest.length ? '' : rest.slice(close + 4);
  if (content[0] === '\r') content = content.slice(1);
  if (content[0] === '\n') content = content.slice(1);
  return { data, content };
}

export function parseFrontMatter(source: string, file: string): FrontMatterResult {
  // gray-matter reads a block never closed to the end of the file: the page's text then failed as
  // YAML past the end of the block, or became keys (`Some text: here.`), far from the real mistake.
  if (/^---\r?\n/.test(source) && source.indexOf('\n---', 3) === -1) {
    throw new BuildError({
      what: 'The front matter opened by `---` on line 1 is never closed, so the whole file would be read as front matter.',
      where: { file, line: 1 },
      fix: "add a `---` line after its last `key: value` line, before the page's text",
      plugin: 'markdown',
    });
  }
  let parsed: { data: unknown; content: string };
  try {
    parsed = splitFrontMatter(source);
  } catch (error) {
    // A quote or a flow collection never closed is noticed lines below, at the first line that
    // cannot go on with it or at the end of the block: it points at the line that opened it.
    const explained = explainYamlError(error, source, 1);
    throw new BuildError({
      what: `The front matter is not valid YAML: ${explained.what}.`,
      where: { file, line: explained.place?.line ?? 1, column: explained.place?.column },
      fix: explained.fix ?? `correct the YAML between the two \`---\` lines; ${YAML_QUOTING_HINT}`,
      plugin: 'markdown',
    });
  }
  const data: unknown = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BuildError({
      what: 'The front matter must be a YAML mapping (`key: value` lines).',
      where: { file, line: 2 },
      fix: 'write the front matter as `key: value` pairs, e.g. `title: My page`',
      plugin: 'markdown',
    });
  }
  const content = parsed.content;
  const lineOffset = frontMatterLines(source, content);
  return {
    frontMatter: toPlainData(data) as Record<string, unknown>,
    body: '\n'.repeat(lineOffset) + content,
    lineOffset,
  };
}

/** Lines the front matter took: those of `source` before `content`, its body as split off. */
function frontMatterLines(source: string, content: string): number {
  const head = source.endsWith(content) ? source.slice(0, source.length - content.length) : '';
  return head.split('\n').length - 1;
}

/**
 * The line (1-based) on which a file's text starts past its front matter: its first line that is
 * not blank, or the line after the front matter when there is none. A problem with the body as a
 * whole (a blog post without a truncation marker) points there rather than at the front matter.
 */
export function bodyStartLine(source: string): number {
  const { content } = splitFrontMatter(source);
  const firstText = content.split('\n').findIndex((line) => line.trim() !== '');
  return frontMatterLines(source, content) + Math.max(firstText, 0) + 1;
}

/**
 * YAML turns `date: 2024-05-01` into a Date; page data must be plain JSON, so dates become
 * ISO strings (`2024-05-01` when written without a time).
 */
function toPlainData(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(toPlainData);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPlainData(item)]));
  }
  return value;
}
