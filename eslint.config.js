import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { typeErrorsRule } from './scripts/lint/type-errors-rule.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/screenshots/**',
      // The type-errors rule's test lints its throw-away probes with --no-ignore.
      'scripts/lint/.probe-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { kenh: { rules: { 'type-errors': typeErrorsRule } } },
    rules: {
      'kenh/type-errors': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'kenh/type-errors': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Production code never imports test helpers (src/testing/**); tests and test kits may.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      '**/*test-kit.ts',
      '**/*-test-fixtures.ts',
      '**/*.test-kit.ts',
      '**/test-support.ts',
      '**/*test-utils.tsx',
      // The generated security probes are a test harness (run by security/*.test.ts).
      'apps/server/src/security/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/testing/*', '**/testing/**'], message: 'Only tests import src/testing.' }],
        },
      ],
    },
  },
  // Import boundaries: platform → modules → app. A module reaches another only through its index.ts;
  // modules import only their own layer or lower ones, without cycles
  // (apps/server/src/platform/modules/layers.ts, checked by layers.test.ts).
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: true, node: true },
      'boundaries/include': ['apps/*/src/**/*'],
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/elements': [
        { type: 'platform', pattern: ['apps/*/src/platform/**', 'apps/*/src/shared/**'], mode: 'full' },
        { type: 'module', pattern: 'apps/*/src/modules/*', capture: ['app', 'module'] },
        { type: 'testing', pattern: 'apps/*/src/testing/**', mode: 'full' },
        {
          type: 'app',
          pattern: ['apps/*/src/*', 'apps/*/src/app/**', 'apps/*/src/cli/**', 'apps/*/src/seed/**'],
          mode: 'full',
        },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'platform', allow: ['platform', 'testing'] },
            { from: 'module', allow: ['platform', 'module', 'testing'] },
            { from: 'testing', allow: ['platform', 'module', 'app', 'testing'] },
            { from: 'app', allow: ['platform', 'module', 'app', 'testing'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['platform', 'app', 'testing'], allow: '**' },
            // The app reads each module's manifest file directly: through the index it would pull the
            // module's other exports (and their side effects) into the start-up bundle. A module's
            // shell manifest is the part of it the entry holds (docs/decisions/0023).
            {
              target: ['module'],
              allow: ['index.ts', 'index.tsx', 'routes.tsx', 'manifest.ts', 'shell-manifest.ts'],
            },
          ],
        },
      ],
    },
  },
  {
    // A test may build its world with another module's test kit (the warehouse tests order with the
    // order module's people and catalogue); production code still reaches a module by its index only.
    files: ['apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          rules: [
            { target: ['platform', 'app', 'testing'], allow: '**' },
            {
              target: ['module'],
              allow: ['index.ts', 'index.tsx', 'routes.tsx', 'manifest.ts', '**/*.test-kit.ts'],
            },
          ],
        },
      ],
    },
  },
);
