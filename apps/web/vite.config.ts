import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The workspace packages are compiled from source, so the browser build never depends on their
// `tsc -b` output, and the client runs exactly the rules the server runs.
export default defineConfig({
  root: here('.'),
  plugins: [react(), precompress()],
  resolve: {
    alias: {
      '@cutthroat/engine': here('../../packages/engine/src/index.ts'),
      '@cutthroat/arms-dealers': here('../../games/arms-dealers/src/index.ts'),
      '@cutthroat/gocaine': here('../../games/gocaine/src/index.ts'),
      '@cutthroat/protocol': here('../../packages/protocol/src/index.ts'),
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
  // `npm run dev -w @cutthroat/web` next to `npm run serve`: the API and the socket go to the server.
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
