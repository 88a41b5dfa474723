import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker less than the cores: a single worker on the two-core CI
    // machine, so files ran one after another. The API tests wait on argon2 and PGlite as much
    // as they compute, so every core gets a worker (and at least two).
    maxWorkers: Math.max(2, availableParallelism()),
    // Each file builds its own app on its own database, so files need no fresh module graph: a
    // worker keeps the imported server (≈2 s per file) for the next file (docs/decisions/0014).
    isolate: false,
  },
});
