import { defineConfig } from 'drizzle-kit';

/** Tables live beside their module (`*.tables.ts`); migrations are generated and committed. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.tables.ts',
  out: './drizzle',
});
