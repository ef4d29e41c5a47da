// Issue 3: raw HTML is allowed in markdown but never executed as script.
import { describe, expect, it } from 'vitest';
import { scriptScheme } from '../../../../src/node/markdown/safeHtml.js';
import { compile } from './helpers.js';

const mdx = { isMdx: true, file: 'content/docs/a.mdx' };
const html = (source: string, overrides = {}) => JSON.stringify(compile(source, overrides).body);

describe('raw HTML that would run code', () => {
  it('loses a javascript: URL, however it is spelled, with a warning at its line', () => {
    const output = compile('Intro.\n\n<a href="javascript:alert(2)">a</a>\n\n<div><a href="JaVaScRiPt:alert(3)">b</a></div>');
    const body = JSON.stringify(output.body);
    expect(body).not.toMatch(/javascript/i);
    expect(body).toContain('<a>a</a>');
    expect(output.warnings?.map((warning) => [warning.where?.line, warning.what])).toEqual([
      [3, '<a>: the javascript: URL in its href was dropped: markdown is content and never runs code in the page.'],
      [5, '<a>: the javascript: URL in its href was dropped: markdown is content and never runs code in the page.'],
    ]);
  });

  it('loses one in .mdx too: in HTML, in a JSX constant, in frames and forms', () => {
    const body = html('<a href=" java&#x09;script:alert(3)">b</a>\n\n<a href={"javascript:alert(5)"}>c</a>\n\n<iframe src="data:text/html,<script>alert(6)</script>"></iframe>\n\n<form action="javascript:alert(7)"><button formaction="vbscript:x">x</button></form>', mdx);
    expect(body).not.toMatch(/javascript|vbscript|data:text/i);
  });

  it('loses an event handler written as HTML, but keeps an MDX handler written inline', () => {
    const output = compile('<img src="/img/logo.svg" alt="" onerror="alert(4)" />\n\n<button onClick={() => alert("hi")}>Hi</button>', mdx);
    const body = JSON.stringify(output.body);
    expect(body).not.toContain('alert(4)');
    expect(body).toContain('onclick=\\"(() => alert(&quot;hi&quot;)).call(this, event)\\"');
    expect(output.warnings?.map((warning) => warning.what)).toEqual(['<img>: its onerror handler was dropped: markdown is content and never runs code in the page.']);
  });

  it('keeps ordinary links and images, data: images included, and leaves a markdown javascript: link as text', () => {
    const output = compile('<a href="/docs/intro">a</a> <a href="https://example.com/javascript:x">b</a> <img alt="" src="data:image/png;base64,iVBORw0KGgo=" />\n\n[md](javascript:alert(9))');
    expect(output.warnings).toBeUndefined();
    const body = JSON.stringify(output.body);
    expect(body).toContain('href=\\"/docs/intro\\"');
    expect(body).toContain('https://example.com/javascript:x');
    expect(body).toContain('data:image/png');
    expect(body).toContain('[md](javascript:alert(9))');
  });
});

describe('scriptScheme', () => {
  it('reads the scheme as the browser does', () => {
    expect(scriptScheme('javascript:x')).toBe('javascript');
    expect(scriptScheme('  JAVA\tSCRIPT:x')).toBe('javascript');
    expect(scriptScheme('\u0001javascript:x')).toBe('javascript');
    expect(scriptScheme('vbscript:x')).toBe('vbscript');
    expect(scriptScheme('data:text/html,x')).toBe('data');
    expect(scriptScheme('data:image/svg+xml,x')).toBeUndefined();
    expect(scriptScheme('/docs/javascript:x')).toBeUndefined();
    expect(scriptScheme('https://example.com')).toBeUndefined();
  });
});
