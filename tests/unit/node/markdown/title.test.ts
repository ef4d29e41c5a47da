import { describe, expect, it } from 'vitest';
import { compile, nodesToHtml } from './helpers.js';

describe('title', () => {
  it('prefers front matter title and keeps the h1 in the body, reporting a leading one as the content title (docs)', () => {
    const output = compile('---\ntitle: From front matter\n---\n\n# Heading one\n\nText');
    expect(output.title).toBe('From front matter');
    expect(output.body.some((node) => typeof node !== 'string' && node.t === 'h1')).toBe(true);
    expect(output.contentTitle).toBe(true);
    // An h1 after another heading is not the page's own heading.
    expect(compile('---\ntitle: T\n---\n\n## Intro\n\n# Later\n').contentTitle).toBeUndefined();
  });

  it('drops a leading h1 beside a front matter title in blog posts, whose header shows the title', () => {
    const output = compile('---\ntitle: Post title\n---\n\n# Heading one\n\nText', { titleHeading: 'remove' });
    expect(output.title).toBe('Post title');
    expect(output.body.some((node) => typeof node !== 'string' && node.t === 'h1')).toBe(false);
    expect(output.contentTitle).toBeUndefined();
  });

  it('keeps the h1 a markdown page takes its title from: the page shows its content as written', () => {
    const output = compile('# Hello page\n\nSome text.', { titleHeading: 'keep' });
    expect(output.title).toBe('Hello page');
    expect(output.body[0]).toMatchObject({ t: 'h1' });
  });

  it('falls back to the text of the first h1, which a doc keeps with its id and markup, so links to it work', () => {
    const output = compile('# The `foo()` API {#api}\n\n[top](#api)\n\n# Second h1');
    expect(output.title).toBe('The foo() API');
    expect(output.contentTitle).toBe(true);
    expect(nodesToHtml(output.body).trim()).toBe('<h1 id="api">The <code>foo()</code> API</h1>\n<p><a href="#api">top</a></p>\n<h1 id="second-h1">Second h1</h1>');
    expect(output.anchors).toContain('api');
    expect(compile('# Getting started\n\n[top](#getting-started)').anchors).toContain('getting-started');
  });

  it('drops the h1 a blog post takes its title from, as its header shows the title', () => {
    const output = compile('# Post title\n\nText\n\n# Second h1', { titleHeading: 'remove' });
    expect(output.title).toBe('Post title');
    expect(output.body.filter((node) => typeof node !== 'string' && node.t === 'h1')).toHaveLength(1);
    expect(output.contentTitle).toBeUndefined();
  });

  it('keeps the h1 the title comes from in a doc with hide_title: true, which hides only the title the theme adds', () => {
    const output = compile('---\nhide_title: true\n---\n\n# Plugins (hidden title)\n\nText');
    expect(output.title).toBe('Plugins (hidden title)');
    expect(nodesToHtml(output.body).trim()).toBe('<h1 id="plugins-hidden-title">Plugins (hidden title)</h1>\n<p>Text</p>');
    expect(output.contentTitle).toBe(true);
    // Blog posts and markdown pages are not docs: their rules stay.
    expect(compile('---\nhide_title: true\n---\n\n# Post\n', { titleHeading: 'remove' }).body.some((node) => typeof node !== 'string' && node.t === 'h1')).toBe(false);
  });

  it('keeps text the directive syntax would take, such as a time', () => {
    expect(compile('# Standup at 10:30\n\nText').title).toBe('Standup at 10:30');
  });

  it('maps body positions to real file lines', () => {
    const output = compile('---\ntitle: x\n---\n\n[a](/docs/a)\n');
    expect(output.links).toEqual([{ url: '/docs/a', line: 5 }]);
  });
});
