import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Tests import the workspace packages from source, so a test run never depends on stale builds.
export default defineConfig({
  resolve: {
    alias: {
      '@cutthroat/engine': src('./packages/engine/src/index.ts'),
      '@cutthroat/arms-dealers': src('./games/arms-dealers/src/index.ts'),
      '@cutthroat/gocaine': src('./games/gocaine/src/index.ts'),
      '@cutthroat/dog-eat-dog': src('./games/dog-eat-dog/src/index.ts'),
      '@cutthroat/bots': src('./packages/bots/src/index.ts'),
      '@cutthroat/protocol': src('./packages/protocol/src/index.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'games/*/src/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
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
