// The images the site config shows on every page (the logos, the favicon, the social card, the
// web app's icon) must be in a static folder: a missing one was a broken image on every page and
// in the manifest, with nothing said. Reported once, at the line of the config that names it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isExternal } from '../../shared/url.js';
import type { SiteConfig } from '../config/schema.js';
import { lineOfKeyPath } from '../config/lineOfKeyPath.js';
import { BuildError, displayPath, type Diagnostic } from '../errors.js';
import { staticFileOf, staticRelativePath } from '../content/staticFile.js';

/** An image the config names: what it is, the value, and the key path that holds it. */
export interface ConfigImage {
  name: string;
  src: string;
  keyPath: (string | number)[];
}

/** Pure: the static images the config names, for what `config.offline` and the theme show. */
export function configImages(config: Pick<SiteConfig, 'favicon' | 'themeConfig' | 'offline'>): ConfigImage[] {
  const { navbar, footer, image } = config.themeConfig;
  const candidates: (ConfigImage | false)[] = [
    !!navbar.logo?.src && { name: 'The navbar logo', src: navbar.logo.src, keyPath: ['themeConfig', 'navbar', 'logo', 'src'] },
    !!navbar.logo?.srcDark && { name: "The navbar logo's dark-mode image", src: navbar.logo.srcDark, keyPath: ['themeConfig', 'navbar', 'logo', 'srcDark'] },
    !!footer?.logo?.src && { name: 'The footer logo', src: footer.logo.src, keyPath: ['themeConfig', 'footer', 'logo', 'src'] },
    !!footer?.logo?.srcDark && { name: "The footer logo's dark-mode image", src: footer.logo.srcDark, keyPath: ['themeConfig', 'footer', 'logo', 'srcDark'] },
    !!config.favicon && { name: 'The favicon', src: config.favicon, keyPath: ['favicon'] },
    !!image && { name: 'The social card image', src: image, keyPath: ['themeConfig', 'image'] },
    config.offline.enabled && !!config.offline.manifest.icon && { name: "The web app's icon", src: config.offline.manifest.icon, keyPath: ['offline', 'manifest', 'icon'] },
  ];
  // A URL (https:, data:, //host) is another server's: shown as written.
  return candidates.filter((image): image is ConfigImage => image !== false && !isExternal(image.src));
}

/**
 * Throws the config's images that no static folder holds as one BuildError, each at its line of
 * the config (`place`). `exists` is the disk's answer, a parameter for the tests.
 */
export function assertConfigImages(config: Pick<SiteConfig, 'favicon' | 'themeConfig' | 'offline' | 'staticDirectories' | 'baseUrl'>, siteDir: string, place: { file: string; source?: string }, exists: (file: string) => boolean = existsSync): void {
  // As every problem names a file: absolute outside the current folder (not `../../srv/site/static`).
  const folders = config.staticDirectories.map((dir) => displayPath(path.resolve(siteDir, dir)) || '.');
  const problems = configImages(config).flatMap(({ name, src, keyPath }): Diagnostic[] => {
    if (staticFileOf(config.staticDirectories, siteDir, src, config.baseUrl, exists)) return [];
    const file = staticRelativePath(src, config.baseUrl);
    return [
      {
        plugin: 'config',
        where: { file: place.file, line: lineOfKeyPath(place.source, keyPath) },
        what: `${name} "${src}" is in no static folder (looked for ${file} in ${folders.map((folder) => `${folder}/`).join(', ') || 'no folder: staticDirectories is empty'})`,
        fix: `Put the file at ${folders[0] ? `${folders[0]}/${file}` : file}, or correct \`${keyPath.join('.')}\` (a path in a static folder, such as "img/logo.svg", or a full URL).`,
      },
    ];
  });
  if (problems.length) throw new BuildError(problems);
}
