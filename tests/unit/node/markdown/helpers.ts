// Builders for markdown tests: an input from inline source, and a plain-HTML view of MdNode[]
// so assertions read like the page.
import { expect } from 'vitest';
import { BuildError } from '../../../../src/node/errors.js';
import { createMarkdownCompiler } from '../../../../src/node/markdown/compileMarkdown.js';
import type { MarkdownInput, MarkdownOutput } from '../../../../src/node/markdown/types.js';
import type { MdNode } from '../../../../src/shared/types.js';

export function markdownInput(source: string, overrides: Partial<MarkdownInput> = {}): MarkdownInput {
  return {
    file: 'content/docs/guide/page.md',
    absFile: '/site/content/docs/guide/page.md',
    source,
    isMdx: false,
    linkMap: {},
    baseUrl: '/',
    tocMinLevel: 2,
    tocMaxLevel: 3,
    ...overrides,
  };
}

const compiler = createMarkdownCompiler();

export function compile(source: string, overrides: Partial<MarkdownInput> = {}): MarkdownOutput {
  return compiler.compile(markdownInput(source, overrides));
}

/** The BuildError a compile that must fail throws (the test fails when it does not). */
export function compileError(source: string, overrides: Partial<MarkdownInput> = {}): BuildError {
  try {
    compile(source, overrides);
  } catch (caught) {
    expect(caught).toBeInstanceOf(BuildError);
    return caught as BuildError;
  }
  throw new Error('expected the compile to fail');
}

/** Compiles and returns the body as HTML (component nodes shown as `<Tabs data-props='…'>`). */
export function compileToHtml(source: string, overrides: Partial<MarkdownInput> = {}): string {
  return nodesToHtml(compile(source, overrides).body).trim();
}

const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr']);

export function nodesToHtml(nodes: MdNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const isComponent = /^[A-Z]/.test(node.t);
      const attrs = isComponent
        ? node.p && Object.keys(node.p).length ? ` data-props='${JSON.stringify(node.p)}'` : ''
        : Object.entries(node.p ?? {})
            .map(([k, v]) => ` ${k === 'className' ? 'class' : k}="${k === 'style' ? styleText(v) : String(v)}"`)
            .join('');
      if (VOID.has(node.t)) return `<${node.t}${attrs}>`;
      return `<${node.t}${attrs}>${node.h ?? nodesToHtml(node.c ?? [])}</${node.t}>`;
    })
    .join('');
}

function styleText(style: unknown): string {
  return Object.entries(style as Record<string, string>)
    .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${value}`)
    .join(';');
}
