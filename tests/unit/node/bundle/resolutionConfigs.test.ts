// The tsconfig files a bundle depends on: the nearest in each folder above its files and those
// they extend, read as TypeScript reads them (comments, trailing commas).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extendsChain, nearestTsconfig, resolutionConfigs, stripJsonc, tsconfigPaths } from '../../../../src/node/bundle/resolutionConfigs.js';
import { testTempDir } from '../../../support/testTempDir.js';

const site = testTempDir('resolution-configs');

describe('resolutionConfigs', () => {
  it("lists a site's tsconfig with the base file it extends, and not packages' (review: paths in a tsconfig.base.json outlived their edit)", () => {
    mkdirSync(path.join(site, 'src', 'pages'), { recursive: true });
    mkdirSync(path.join(site, 'node_modules', 'pkg'), { recursive: true });
    writeFileSync(path.join(site, 'tsconfig.base.json'), '{\n  "compilerOptions": {\n    "baseUrl": ".", // the site folder\n    "paths": { "@comp/*": ["src/components/*"], },\n  },\n}\n');
    writeFileSync(path.join(site, 'tsconfig.json'), '{ "$schema": "https://json.schemastore.org/tsconfig", "extends": "./tsconfig.base" }\n');
    writeFileSync(path.join(site, 'node_modules', 'pkg', 'tsconfig.json'), '{}');
    const files = [path.join(site, 'src', 'pages', 'index.tsx'), path.join(site, 'node_modules', 'pkg', 'index.js')];
    expect(resolutionConfigs(files).filter((file) => file.startsWith(site))).toEqual([path.join(site, 'tsconfig.json'), path.join(site, 'tsconfig.base.json')]);
    expect(extendsChain(path.join(site, 'tsconfig.json'))).toEqual([path.join(site, 'tsconfig.json'), path.join(site, 'tsconfig.base.json')]);
    expect(nearestTsconfig(path.join(site, 'src', 'pages'))).toBe(path.join(site, 'tsconfig.json'));
    expect(tsconfigPaths(path.join(site, 'tsconfig.json'))).toEqual({ file: path.join(site, 'tsconfig.base.json'), base: site, paths: { '@comp/*': ['src/components/*'] } });
  });

  it('reads JSON with comments and trailing commas, leaving // inside strings alone', () => {
    expect(JSON.parse(stripJsonc('{ "a": "https://x", /* note */ "b": [1, 2,], // end\n}'))).toEqual({ a: 'https://x', b: [1, 2] });
  });
});
