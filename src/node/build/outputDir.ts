// Builds go into a temporary folder beside the real one and replace it only when everything
// succeeded, so a failed build never leaves a half-written site behind.
import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export async function createTempOutDir(outDir: string): Promise<string> {
  const temp = path.join(path.dirname(outDir), `${path.basename(outDir)}.tmp-${process.pid}-${Date.now()}`);
  await mkdir(temp, { recursive: true });
  return temp;
}

/** Moves `temp` into place as `outDir`; the old output is removed only after the swap. */
export async function swapIntoPlace(temp: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}-${Date.now()}`;
  const hadOld = existsSync(outDir);
  if (hadOld) await rename(outDir, old);
  await rename(temp, outDir);
  if (hadOld) await rm(old, { recursive: true, force: true });
}

export async function discardTemp(temp: string): Promise<void> {
  await rm(temp, { recursive: true, force: true });
}
