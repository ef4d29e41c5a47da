import { describe, expect, it } from 'vitest';
import { pngIconsFor } from '../../../../../src/node/plugins/offline/pngIcons.js';
import { manifestHeadTags, webManifest } from '../../../../../src/node/plugins/offline/webManifest.js';

const offline = (manifest: Record<string, string> = {}) => ({
  enabled: true,
  activationStrategies: ['queryString' as const],
  debug: false,
  manifest: { themeColor: '#2e8555', backgroundColor: '#ffffff', ...manifest },
});

describe('webManifest', () => {
  it('names the app after the site when the manifest gives no name', () => {
    const manifest = webManifest({ title: 'Folio', tagline: 'Docs', baseUrl: '/', offline: offline() });
    expect(manifest).toMatchObject({ name: 'Folio', short_name: 'Folio', description: 'Docs', start_url: '/', scope: '/', display: 'standalone', theme_color: '#2e8555', icons: [] });
  });

  it('puts the icon below the base URL, sized `any` for SVG', () => {
    const manifest = webManifest({ title: 'Folio', tagline: '', baseUrl: '/base/', offline: offline({ icon: 'img/logo.svg', shortName: 'F' }) });
    expect(manifest.short_name).toBe('F');
    expect(manifest.start_url).toBe('/base/');
    expect(manifest.icons).toEqual([{ src: '/base/img/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });

  it('gives a raster icon its measured size', () => {
    const manifest = webManifest({ title: 'Folio', tagline: '', baseUrl: '/', offline: offline({ icon: '/img/icon.png' }) }, { iconSize: { width: 512, height: 512 } });
    expect(manifest.icons).toEqual([{ src: '/img/icon.png', sizes: '512x512', type: 'image/png', purpose: 'any' }]);
  });

  it('lists the 192 and 512 px PNGs rendered from an SVG icon beside it, not the touch icon', () => {
    const manifest = webManifest({ title: 'Folio', tagline: '', baseUrl: '/base/', offline: offline({ icon: 'img/logo.svg' }) }, { pngIcons: pngIconsFor('0123abcd') });
    expect(manifest.icons).toEqual([
      { src: '/base/img/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/base/__folio/icons/icon-192.0123abcd.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/base/__folio/icons/icon-512.0123abcd.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });
});

describe('manifestHeadTags', () => {
  it('links the manifest and sets the theme colour', () => {
    expect(manifestHeadTags({ baseUrl: '/base/', offline: offline({ icon: 'img/logo.svg' }) })).toEqual([
      { tag: 'link', attrs: { rel: 'manifest', href: '/base/manifest.json' } },
      { tag: 'meta', attrs: { name: 'theme-color', content: '#2e8555' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/base/img/logo.svg' } },
    ]);
  });

  it('points the touch icon at the 180 px PNG of an SVG icon (iOS ignores SVG touch icons)', () => {
    expect(manifestHeadTags({ baseUrl: '/base/', offline: offline({ icon: 'img/logo.svg' }) }, pngIconsFor('0123abcd')).at(-1)).toEqual({
      tag: 'link',
      attrs: { rel: 'apple-touch-icon', href: '/base/__folio/icons/icon-180.0123abcd.png' },
    });
  });
});
