import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests import the workspace packages from source (each package's `source` export condition), so a
// test run never depends on stale builds, and no config file names a package.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'games/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/build/**/*.test.ts',
      'bench/src/**/*.test.ts',
      // Browser tests: Chromium against the built client (apps/web/dist) and a real server.
      'apps/web/e2e/**/*.test.ts',
    ],
    testTimeout: 60_000,
    // A poll waits for a state that stays once reached (a page showing a move, say). Its default
    // of one second is short for a browser on a busy 2-core machine; waiting longer costs nothing
    // when the state comes sooner.
    expect: { poll: { timeout: 10_000 } },
  },
});
