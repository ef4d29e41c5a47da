import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';

const PORT = Number(process.env.E2E_PORT ?? 4173);

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not come up at ${url}`);
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!process.env.E2E_SKIP_BUILD || !existsSync('build/index.html')) {
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed; end-to-end tests need a built site');
  }
  server = spawn('npm', ['run', 'serve', '--silent', '--', '--port', String(PORT)], { stdio: 'inherit', detached: true });
  const baseUrl = `http://localhost:${PORT}`;
  await waitForServer(`${baseUrl}/`, 20_000);
  project.provide('baseUrl', baseUrl);
  return async () => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
