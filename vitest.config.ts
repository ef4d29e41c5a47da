import { defineConfig } from 'vitest/config';

import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    // Client modules import the build-generated registry; unit tests get a stub.
    alias: { 'virtual:folio/registry': fileURLToPath(new URL('./tests/unit/stubs/registry.ts', import.meta.url)) },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
  esbuild: { jsx: 'automatic' },
});
