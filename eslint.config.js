// ESLint (flat config): typescript-eslint's recommended rules, no import cycles, and the
// boundaries of docs/architecture.md. `npm test` runs it.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import cycles from './eslint.cycles.js';
import tseslint from 'typescript-eslint';

// Every game's folder but the catalogue, which is the list of games and so imports them all.
const GAMES = readdirSync(new URL('./games', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'catalog')
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, cycles },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.json', 'apps/web/tsconfig.json'],
        }),
      ],
    },
    rules: {
      // import-x/no-cycle's check, with type-only imports counted (see eslint.cycles.js).
      'cycles/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The boundaries hold for what ships; a package's tests may play a real game through it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages',
              from: ['./games', './apps', './tools', './bench'],
              message: 'packages/* are game-independent: they never import a game or an app.',
            },
            {
              target: './games/*/src/**',
              from: './games/*/web/**',
              message: "A game's rules (src/) never import its browser table (web/).",
            },
            { target: './games', from: ['./apps', './tools', './bench'], message: 'A game never imports an app.' },
            // Its own folder is excepted: a game's web/ imports its rules through its own package.
            ...GAMES.map((id) => ({
              target: `./games/${id}`,
              from: './games',
              except: [`./${id}`],
              message: 'A game never imports another game: games/catalog alone lists them all.',
            })),
            {
              target: './apps/server/src/live/**',
              from: './apps/server/src/http/**',
              message: 'live/ (matches in play) never imports http/ (the lobby and pages above it).',
            },
          ],
        },
      ],
    },
  },
);
