import { describe, expect, it } from 'vitest';
import { loadedUrls, outputFilesOf, siteStylesheetsOf } from '../../../../../src/node/plugins/offline/appShell.js';

const html = `<!doctype html><html><head>
<link rel="canonical" href="https://example.com/">
<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml">
<link rel="icon" href="/img/favicon.svg">
<link rel="stylesheet" href="/__folio/assets/styles-AB12.css">
<link rel="preload" href="/__folio/site-0dce7a480a.json" as="fetch" crossorigin="anonymous">
<link rel="modulepreload" href="/__folio/assets/chunks/chunk-X1.js">
<link rel="preconnect" href="https://search.example.com">
<script>window.x = 1</script>
</head><body><link rel="preload" as="image" href="/img/logo.svg"/>
<script type="module" src="/__folio/assets/main-CD34.js"></script></body></html>`;

describe('loadedUrls', () => {
  it('lists what a document loads up front, not the pages it merely links to', () => {
    expect(loadedUrls(html)).toEqual([
      '/img/favicon.svg',
      '/__folio/assets/styles-AB12.css',
      '/__folio/site-0dce7a480a.json',
      '/__folio/assets/chunks/chunk-X1.js',
      '/img/logo.svg',
      '/__folio/assets/main-CD34.js',
    ]);
  });
});

describe('siteStylesheetsOf', () => {
  it("lists the site's own stylesheets, not those of other origins", () => {
    const page = html.replace('</head>', '<link rel="stylesheet" href="https://fonts.example.org/inter.css"></head>');
    expect(siteStylesheetsOf(page, '/')).toEqual(['/__folio/assets/styles-AB12.css']);
  });
});

describe('outputFilesOf', () => {
  it('turns site URLs into output files, dropping other origins and query strings', () => {
    expect(outputFilesOf(['/base/a.js?v=1', 'https://cdn.example.com/x.js', '//cdn.example.com/y.js', '/elsewhere.js', '/base/img/caf%C3%A9.png'], '/base/')).toEqual(['a.js', 'img/café.png']);
  });
});
