import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The workspace packages are compiled from source (each package's `source` export condition), so
// the browser build never depends on their `tsc -b` output, and the client runs exactly the rules
// the server runs.
export default defineConfig({
  root: here('.'),
  plugins: [react(), precompress()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
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
