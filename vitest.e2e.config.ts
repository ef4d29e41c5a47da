import { defineConfig } from 'vitest/config';

// End-to-end tests: one build of the real site, served by the real `npm run serve`, driven in
// headless Debian Chromium. The global setup builds and starts the server once for all files.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
