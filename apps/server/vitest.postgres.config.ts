import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * A second pass on PostgreSQL after `npm test` on PGlite (`npm run test:db`, TEST_DATABASE_URL
 * set): only the files whose outcome can depend on the database engine; the files left out here
 * would run the very same code a second time (docs/decisions/0016-ci-time.md says why each one). A
 * new test file runs in both passes unless it is added here. CI runs every file once, on
 * PostgreSQL, instead (docs/decisions/0020).
 */
const SAME_ON_EVERY_ENGINE = [
  // No database at all: pure functions, configuration, logging, the module graph, file types.
  'src/modules/notification/notification-content.test.ts',
  'src/platform/audit/audit.test.ts',
  'src/platform/config/config.test.ts',
  'src/platform/db/data-dir-lock.test.ts',
  'src/platform/excel/excel-writer.test.ts',
  'src/platform/pdf/pdf-table.test.ts',
  'src/platform/excel/excel-stream.test.ts',
  'src/platform/files/file-type.test.ts',
  'src/platform/files/thumbnail.test.ts',
  'src/platform/logger.test.ts',
  'src/platform/modules/layers.test.ts',
  'src/platform/modules/module-order.test.ts',
  'src/platform/modules/registries.test.ts',
  'src/platform/readable-log.test.ts',
  // The embedded engine itself: these start PGlite whatever TEST_DATABASE_URL says.
  'src/platform/db/pglite-version.test.ts',
  'src/platform/db/single-process.test.ts',
  // An app is built, but what is checked happens before any route handler runs a query: route
  // registration, the OpenAPI document, static files, HTTP framing errors.
  'src/platform/http/route-table.test.ts',
  'src/platform/openapi/openapi.test.ts',
  'src/platform/web/web-app.test.ts',
  'src/security/framework-errors.test.ts',
  // The generated malformed-request fuzz: every request is refused by schema validation, which
  // runs before the handler and so before any SQL.
  'src/security/bad-input.test.ts',
  'src/security/bad-input-query.test.ts',
];

/**
 * A test named "… on PGlite" is the embedded engine's half of a pair whose other half ("… on
 * PostgreSQL") only runs here: `npm test` already ran it.
 */
const NOT_THE_PGLITE_HALF = /^(?!.* on PGlite$)/;

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [...configDefaults.exclude, ...SAME_ON_EVERY_ENGINE],
      testNamePattern: NOT_THE_PGLITE_HALF,
    },
  }),
);
