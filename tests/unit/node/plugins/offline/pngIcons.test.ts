import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, describe, expect, it } from 'vitest';
import { iconHash, pngIconsFor, renderPngIcons } from '../../../../../src/node/plugins/offline/pngIcons.js';

const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32" width="64" height="32"><rect width="64" height="32" fill="#2e8555"/></svg>');
const temp = mkdtempSync(path.join(os.tmpdir(), 'folio-png-icons-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('pngIconsFor', () => {
  it('names the touch icon and the two manifest PNGs for the hash', () => {
    expect(pngIconsFor('0123abcd')).toEqual([
      { size: 180, file: '__folio/icons/icon-180.0123abcd.png' },
      { size: 192, file: '__folio/icons/icon-192.0123abcd.png' },
      { size: 512, file: '__folio/icons/icon-512.0123abcd.png' },
    ]);
  });
});

describe('iconHash', () => {
  it('changes with the SVG and with the touch icon background', () => {
    expect(iconHash(svg, '#ffffff')).toMatch(/^[0-9a-f]{8}$/);
    expect(iconHash(svg, '#000000')).not.toBe(iconHash(svg, '#ffffff'));
    expect(iconHash(Buffer.from(`${svg} `), '#ffffff')).not.toBe(iconHash(svg, '#ffffff'));
  });
});

describe('renderPngIcons', () => {
  it('renders each size square, a wide SVG centred on it, and the touch icon without transparency', async () => {
    const rendered = await renderPngIcons(svg, pngIconsFor('aaaaaaaa'), { background: '#ffffff' });
    expect(rendered.map(({ file, data }) => [file, imageSize(data).width, imageSize(data).height])).toEqual([
      ['__folio/icons/icon-180.aaaaaaaa.png', 180, 180],
      ['__folio/icons/icon-192.aaaaaaaa.png', 192, 192],
      ['__folio/icons/icon-512.aaaaaaaa.png', 512, 512],
    ]);
    const { default: sharp } = await import('sharp');
    // Above and below the wide logo: transparent in a manifest PNG, the background in the touch icon.
    const corner = async (data: Uint8Array) => [...(await sharp(data).ensureAlpha().extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer())];
    expect(await corner(rendered[1]!.data)).toEqual([0, 0, 0, 0]);
    expect(await corner(rendered[0]!.data)).toEqual([255, 255, 255, 255]);
  });

  it('keeps what it rendered in the cache folder and takes it from there the next time', async () => {
    const cacheDir = path.join(temp, 'cache');
    const icons = pngIconsFor('bbbbbbbb');
    const first = await renderPngIcons(svg, icons, { background: '#ffffff', cacheDir });
    expect(readFileSync(path.join(cacheDir, 'icon-512.bbbbbbbb.png'))).toEqual(Buffer.from(first[2]!.data));
    // A cached file is taken as it is: nothing is rendered again.
    writeFileSync(path.join(cacheDir, 'icon-512.bbbbbbbb.png'), 'cached');
    const second = await renderPngIcons(svg, icons, { background: '#ffffff', cacheDir });
    expect(Buffer.from(second[2]!.data).toString()).toBe('cached');
  });
});
