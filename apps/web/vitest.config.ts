import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    // The ES build of Ant Design, as the app's build uses: a module importing one component file
    // (`antd/es/input/Input`) must share its contexts (disabled, form status) with the rest.
    resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }] },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Globals and env stubbed by one test never reach the next (files share a worker, below).
      unstubGlobals: true,
      unstubEnvs: true,
      // A worker keeps Ant Design, React and the app's modules loaded from one file to the next
      // instead of importing them again per file (the setup file still runs per file and resets the
      // session, storage, fetch and language): 339 s → 128 s for the suite on the 2-core machine
      // (docs/decisions/0014).
      isolate: false,
      maxWorkers: Math.max(2, availableParallelism()),
      // React and happy-dom allocate short-lived objects by the million: a 64 MB young generation
      // (V8's default is 16) collects them less often, the suite 153 → 145 machine CPU-s
      // (docs/decisions/0026).
      execArgv: ['--max-semi-space-size=64'],
    },
  }),
);
