// The images the site config names must exist (bad input audit: a missing navbar logo, favicon
// or web app icon was a broken image on every page, with nothing said).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertConfigImages } from '../../../../src/node/checks/configImages.js';
import { validateConfig } from '../../../../src/node/config/validateConfig.js';
import type { Diagnostic } from '../../../../src/node/errors.js';

const siteDir = path.resolve('/site');
const source = `export default {
  title: 'T',
  url: 'https://example.com',
  favicon: 'img/favicon.ico',
  themeConfig: {
    navbar: {
      logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: '/img/logo-dark.svg' },
    },
    image: 'https://cdn.example.com/card.png',
  },
  offline: { enabled: true, manifest: { icon: 'img/icon.png' } },
};
`;
const config = validateConfig(
  { title: 'T', url: 'https://example.com', favicon: 'img/favicon.ico', themeConfig: { navbar: { logo: { alt: 'Logo', src: 'img/logo.svg', srcDark: '/img/logo-dark.svg' } }, image: 'https://cdn.example.com/card.png' }, offline: { enabled: true, manifest: { icon: 'img/icon.png' } } },
  'site.config.ts',
);

function problemsWith(files: string[]): Diagnostic[] {
  try {
    assertConfigImages(config, siteDir, { file: 'site.config.ts', source }, (file) => files.includes(file));
    return [];
  } catch (error) {
    return (error as { diagnostics: Diagnostic[] }).diagnostics;
  }
}

describe('the images the site config names', () => {
  it('reports each one no static folder holds at its line of the config, and leaves URLs alone', () => {
    const problems = problemsWith([path.join(siteDir, 'public/img/logo.svg')]);
    expect(problems.map((problem) => [problem.where?.line, problem.what])).toEqual([
      [7, expect.stringMatching(/^The navbar logo's dark-mode image "\/img\/logo-dark\.svg" is in no static folder \(looked for img\/logo-dark\.svg in .*public\/\)$/)],
      [4, expect.stringMatching(/^The favicon "img\/favicon\.ico" is in no static folder/)],
      [11, expect.stringMatching(/^The web app's icon "img\/icon\.png" is in no static folder/)],
    ]);
    expect(problems[1]!.fix).toMatch(/^Put the file at .*public\/img\/favicon\.ico, or correct `favicon` /);
  });

  it('passes when every one is there', () => {
    expect(problemsWith(['img/logo.svg', 'img/logo-dark.svg', 'img/favicon.ico', 'img/icon.png'].map((file) => path.join(siteDir, 'public', file)))).toEqual([]);
  });
});

describe('an image the config names under the base URL, or with a % in its name', () => {
  it('is looked for below the base URL, and a name that is no valid escape is taken as written (review: decodeURI threw)', () => {
    const based = validateConfig({ title: 'T', url: 'https://example.com', baseUrl: '/widgets/', favicon: '/widgets/img/100%.ico', themeConfig: { navbar: { logo: { alt: 'Logo', src: 'https://cdn.example.com/logo.svg' } } } }, 'site.config.ts');
    expect(() => assertConfigImages(based, siteDir, { file: 'site.config.ts' }, (file) => file === path.join(siteDir, 'public/img/100%.ico'))).not.toThrow();
    expect(() => assertConfigImages(based, siteDir, { file: 'site.config.ts' }, () => false)).toThrow(/The favicon "\/widgets\/img\/100%\.ico" is in no static folder \(looked for img\/100%\.ico/);
  });
});
