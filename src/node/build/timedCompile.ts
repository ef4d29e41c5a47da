// One markdown compile with its cost, so a build can report what a page costs to compile
// (the bench prints it per page and per 1,000 words) wherever the compile ran.
import type { MarkdownCompiler } from '../markdown/compileMarkdown.js';
import type { MarkdownInput, MarkdownOutput } from '../markdown/types.js';

export interface TimedOutput {
  output: MarkdownOutput;
  ms: number;
}

export function timedCompile(compiler: MarkdownCompiler, input: MarkdownInput): TimedOutput {
  const started = performance.now();
  const output = compiler.compile(input);
  return { output, ms: performance.now() - started };
}
