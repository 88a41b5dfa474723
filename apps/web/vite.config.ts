import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdFormContextWithoutEngine, zodWithoutJsonSchema } from './build/bundle-trims';

/** Paths the Vite dev server forwards to the API server (`npm run dev`); production serves both. */
const API_PREFIXES = [
  '/account',
  '/platform',
  '/decentralization',
  '/locate',
  '/geography',
  '/organization',
  '/staff',
  '/m_staff',
  '/room',
  '/system',
  '/customer',
  '/shop',
  '/product',
  '/categories',
  '/order',
  '/type',
  '/warehouse',
  '/consignment',
  '/transport',
  '/api',
  '/health',
  '/ready',
];
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

/**
 * The framework (React, React DOM, React Router) in one long-lived chunk, so an app release does not
 * invalidate it in browser caches. Everything else — Ant Design included — is split by Rollup along
 * the lazy pages and layouts, so a page loads only the components it uses (/login stays within its
 * 300 KB gzip budget; see docs/web.md).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  return undefined;
}

/** Text files worth compressing; images and fonts of the build are already compressed. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than the extra lookup costs. */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip -9) beside every text file of
 * the build, once at build time, so the server sends them as they are instead of compressing the
 * same bytes on every request (apps/server/src/platform/web/web-app.ts). A copy that is not smaller
 * than the original is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kenh-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  // Relative asset URLs: the hash router keeps the document at the server root, and a reverse proxy
  // may still mount the app under a sub-path.
  base: './',
  plugins: [react(), zodWithoutJsonSchema(), antdFormContextWithoutEngine(), precompress()],
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      ...Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget }])),
      // Notification calls, and the live channel's WebSocket (/notification/api/live).
      '/notification': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: { manualChunks: vendorChunk },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
});
