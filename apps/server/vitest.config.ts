import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files (80–180 s each on the 2-core machine, about a third of the suite together;
 * docs/decisions/0016). Without timings from an earlier run (a clean CI clone has none) Vitest
 * starts the largest files first, and the malformed-request fuzz is a three-line file: it started
 * last and ran alone for its last minute or two. These start first, in this order.
 */
const LONGEST = [
  'src/security/bad-input.test.ts',
  'src/security/scope-writes.test.ts',
  'src/platform/idempotency/crash-retry.test.ts',
  'src/security/bad-input-query.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONGEST.findIndex((file) => spec.moduleId.endsWith(file));
      return index < 0 ? LONGEST.length : index;
    };
    // The sort is stable: the others keep Vitest's order (slowest of the last run, else largest).
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});
