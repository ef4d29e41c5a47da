// Large libraries loaded lazily by a few pages (mermaid: ~4 MB) are bundled once per installed
// version into the build cache and copied into each build, instead of being re-bundled by every
// client build. The app imports them from a fixed URL, so they stay out of the app's chunks.
import type { Plugin as EsbuildPlugin } from 'esbuild';
import { esbuild } from './esbuild.js';
import { existsSync } from 'node:fs';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { linkIntoOutput } from '../build/outputDir.js';

const require = createRequire(import.meta.url);

interface VendorModule {
  /** The import specifier the app uses. */
  specifier: string;
  /** Folder name in the output, versioned so browsers can cache it forever. */
  folder: string;
}

export const VENDOR_DIR = '__folio/vendor';

function vendorModules(): VendorModule[] {
  const version = (require('mermaid/package.json') as { version: string }).version;
  return [{ specifier: 'mermaid', folder: `mermaid-${version}` }];
}

/** Marks vendored imports external, pointing at their URL in the build. */
export function vendorPlugin(baseUrl: string): EsbuildPlugin {
  const modules = vendorModules();
  return {
    name: 'folio-vendor',
    setup(b) {
      for (const mod of modules) {
        b.onResolve({ filter: new RegExp(`^${mod.specifier}$`) }, () => ({ path: `${baseUrl}${VENDOR_DIR}/${mod.folder}/index.js`, external: true }));
      }
    },
  };
}

/** Builds the vendored modules into `cacheDir` once per version (split into lazy chunks). */
async function ensureVendorBuilt(cacheDir: string): Promise<{ folder: string; dir: string }[]> {
  return Promise.all(
    vendorModules().map(async (mod) => {
      const dir = path.join(cacheDir, 'vendor', mod.folder);
      if (!existsSync(path.join(dir, 'index.js'))) {
        const temp = `${dir}.tmp-${process.pid}`;
        await rm(temp, { recursive: true, force: true });
        await esbuild().build({
          stdin: { contents: `export { default } from '${mod.specifier}';`, resolveDir: process.cwd(), loader: 'js' },
          bundle: true,
          splitting: true,
          format: 'esm',
          minify: true,
          outdir: temp,
          entryNames: 'index',
          chunkNames: 'chunks/[name]-[hash]',
          platform: 'browser',
          target: ['es2020'],
          legalComments: 'none',
          logLevel: 'silent',
        });
        await rm(dir, { recursive: true, force: true });
        await mkdir(path.dirname(dir), { recursive: true });
        await cp(temp, dir, { recursive: true });
        await rm(temp, { recursive: true, force: true });
      }
      return { folder: mod.folder, dir };
    }),
  );
}

/** Copies the vendored modules into a build's output (building them first if needed). */
export async function writeVendorModules(cacheDir: string, outDir: string): Promise<void> {
  for (const { folder, dir } of await ensureVendorBuilt(cacheDir)) {
    linkIntoOutput(dir, path.join(outDir, VENDOR_DIR, folder));
  }
}

/** The folder a vendored URL path is served from (dev server). */
export async function vendorFolders(cacheDir: string): Promise<Map<string, string>> {
  return new Map((await ensureVendorBuilt(cacheDir)).map(({ folder, dir }) => [folder, dir]));
}
