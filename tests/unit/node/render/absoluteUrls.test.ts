import { describe, expect, it } from 'vitest';
import { absoluteUrls } from '../../../../src/node/render/absoluteUrls.js';

const post = 'https://scratch.example.com/sub/blog/2024/02/01/folder-post';

describe('absoluteUrls', () => {
  it('resolves site paths that already carry the base URL once, not twice (issue 5 audit)', () => {
    const html = '<p>See <a href="/sub/blog/2024/03/05/mdx-post">the post</a> and <a href="/sub/">home</a>.</p>';
    expect(absoluteUrls(html, post)).toBe('<p>See <a href="https://scratch.example.com/sub/blog/2024/03/05/mdx-post">the post</a> and <a href="https://scratch.example.com/sub/">home</a>.</p>');
  });

  it("resolves an image's src and every candidate of its srcset", () => {
    const html = '<img src="/sub/assets/images/photo-b8.png" alt="A photo" width="1200" srcset="/sub/assets/images/photo-b8-640w.webp 640w, /sub/assets/images/photo-b8-1030w.webp 1030w">';
    expect(absoluteUrls(html, post)).toBe(
      '<img src="https://scratch.example.com/sub/assets/images/photo-b8.png" alt="A photo" width="1200" srcset="https://scratch.example.com/sub/assets/images/photo-b8-640w.webp 640w, https://scratch.example.com/sub/assets/images/photo-b8-1030w.webp 1030w">',
    );
  });

  it('reads srcset candidates as HTML does: without descriptors, and with commas inside a URL', () => {
    expect(absoluteUrls('<img srcset="a.png, b.png 2x">', 'https://e.com/p/')).toBe('<img srcset="https://e.com/p/a.png, https://e.com/p/b.png 2x">');
    expect(absoluteUrls('<img srcset="a,b.png 1x">', 'https://e.com/p/')).toBe('<img srcset="https://e.com/p/a,b.png 1x">');
  });

  it("points fragments and relative paths at the post, where the reader's feed URL would not", () => {
    const html = '<p><a href="#highlights">Highlights</a> <a href="./file.pdf?a=1&amp;b=2">PDF</a></p>';
    expect(absoluteUrls(html, 'https://folio.example.com/blog/releases/3.6')).toBe(
      '<p><a href="https://folio.example.com/blog/releases/3.6#highlights">Highlights</a> <a href="https://folio.example.com/blog/releases/file.pdf?a=1&amp;b=2">PDF</a></p>',
    );
  });

  it('keeps URLs with a scheme, empty ones, other attributes and the text of code as written', () => {
    const html = '<a href="https://x.dev/a" data-href="/b">x</a><a href="mailto:a@b.c">m</a><a href="">e</a><pre><code>&lt;a href="/c"&gt;</code></pre>';
    expect(absoluteUrls(html, post)).toBe(html);
  });
});
