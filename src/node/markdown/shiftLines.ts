// A part of a file compiled on its own (a changelog entry of CHANGELOG.md) counts its lines from
// 1; its output is moved down to where the part starts in the file, in one place. Kept apart from
// the compiler, so the build cache can move a cached output without loading the compiler.
import type { Diagnostic } from '../errors.js';
import type { MarkdownOutput, SourceLink } from './types.js';

/** A diagnostic placed in `file` moved down `offset` lines (the part compiled starts there). */
export function shiftDiagnosticLine(d: Diagnostic, file: string, offset: number): Diagnostic {
  return d.where?.file === file && d.where.line !== undefined ? { ...d, where: { ...d.where, line: d.where.line + offset } } : d;
}

/** Pure: every line of a compile's output moved down `offset` lines. */
export function shiftOutputLines(output: MarkdownOutput, file: string, offset: number): MarkdownOutput {
  // A link with a file of its own was written in a partial, whose lines are its own.
  const shiftLink = (link: SourceLink): SourceLink => (link.line === undefined || link.file !== undefined ? link : { ...link, line: link.line + offset });
  const shifted: MarkdownOutput = { ...output, links: output.links.map(shiftLink), brokenMarkdownLinks: output.brokenMarkdownLinks.map(shiftLink) };
  if (output.warnings) shifted.warnings = output.warnings.map((d) => shiftDiagnosticLine(d, file, offset));
  if (output.docCardLists) shifted.docCardLists = output.docCardLists.map((place) => (place.file === file && place.line !== undefined ? { ...place, line: place.line + offset } : place));
  return shifted;
}
