// A changelog is a blog: CHANGELOG.md is split into one post per `## version (date)` section.
// Pure, so the split is unit-tested with inline text.
import { closesFence, mapOutsideCode, openingFence } from '../../markdown/sourceSegments.js';

export interface ChangelogEntry {
  version: string;
  date: string;
  /** Markdown of the section, without its heading; its headings raised so the highest is an h2 (see raiseHeadings). */
  body: string;
  /** 1-based line of the section heading in CHANGELOG.md. */
  line: number;
  /** 1-based line in CHANGELOG.md where `body` starts. */
  bodyLine: number;
  /** Contributors from the `#### Committers` list: name and handle. */
  authors: { name: string; handle: string }[];
}

const HEADING = /^## (\S+) \((\d{4}-\d{2}-\d{2})\)\s*$/;
const COMMITTER = /^- (.+?) \(@([\w.-]+)\)\s*$/;

export function splitChangelog(source: string): ChangelogEntry[] {
  const lines = source.split('\n');
  const entries: ChangelogEntry[] = [];
  let current: ChangelogEntry | undefined;
  let inCommitters = false;
  const body: string[] = [];
  const close = () => {
    if (current) {
      current.body = raiseHeadings(body.join('\n').trim());
      const first = body.findIndex((line) => line.trim() !== '');
      current.bodyLine = current.line + 1 + Math.max(first, 0);
      entries.push(current);
    }
    body.length = 0;
  };
  // A heading inside a code block (a changelog showing one) is the block's text.
  const inCode = codeLines(lines);
  lines.forEach((line, index) => {
    const heading = inCode[index] ? null : line.match(HEADING);
    if (heading) {
      close();
      current = { version: heading[1]!, date: heading[2]!, body: '', line: index + 1, bodyLine: index + 2, authors: [] };
      inCommitters = false;
      return;
    }
    if (!current) return;
    if (/^#### Committers/.test(line)) inCommitters = true;
    else if (/^#{1,4} /.test(line)) inCommitters = false;
    const committer = inCommitters ? line.match(COMMITTER) : null;
    if (committer) current.authors.push({ name: committer[1]!, handle: committer[2]! });
    body.push(line);
  });
  close();
  return entries;
}

/** For each line, whether it belongs to a fenced code block (its fences included). */
function codeLines(lines: readonly string[]): boolean[] {
  let fence: string | undefined;
  return lines.map((line) => {
    if (fence === undefined) {
      fence = openingFence(line);
      return fence !== undefined;
    }
    if (closesFence(line, fence)) fence = undefined;
    return true;
  });
}

/** A `##` heading that is no release heading (see otherSectionHeadings). */
export interface OtherSectionHeading {
  line: number;
  /** The heading's text, without `## `. */
  text: string;
  /** It starts with a version (`1.2.0 - 2024-03-01`, `v2.0.0`): a release written in another form. */
  releaseLike: boolean;
  /** A release heading comes before it: its section shows as part of that release; else it is left out. */
  afterRelease: boolean;
}

/**
 * The `##` headings outside code blocks that `splitChangelog` does not take as releases: each
 * one's section is left out (above the first release) or shown inside the release above it, so
 * the build says so instead of dropping a release unseen.
 */
export function otherSectionHeadings(source: string): OtherSectionHeading[] {
  const found: OtherSectionHeading[] = [];
  let afterRelease = false;
  const lines = source.split('\n');
  const inCode = codeLines(lines);
  lines.forEach((line, index) => {
    if (inCode[index]) return;
    if (HEADING.test(line)) afterRelease = true;
    else if (/^## /.test(line)) {
      const text = line.slice(3).trim();
      // A dotted version first (`1.2.0 - 2024-03-01`, `[v2.0]`); `## 2024 highlights` is no release.
      found.push({ line: index + 1, text, releaseLike: /^\[?v?\d+\.\d+/.test(text), afterRelease });
    }
  });
  return found;
}

const ATX_HEADINGS = /^#{1,6}(?=[ \t]|$)/gm;

/**
 * A section's headings raised so the highest one is an h2: a changelog nests its `#### Bug Fix`
 * sections under `## version` headings, so an entry shown on a page of its own (under the h1 of its
 * version) or in the changelog's list (under an h2) would skip heading levels, which screen reader
 * users navigate by. Levels stay relative to each other; code blocks are left alone.
 */
export function raiseHeadings(markdown: string): string {
  let highest = Infinity;
  mapOutsideCode(markdown, (prose) => {
    for (const [hashes] of prose.matchAll(ATX_HEADINGS)) highest = Math.min(highest, hashes.length);
    return prose;
  });
  if (highest === Infinity || highest <= 2) return markdown;
  return mapOutsideCode(markdown, (prose) => prose.replace(ATX_HEADINGS, (hashes) => hashes.slice(highest - 2)));
}
