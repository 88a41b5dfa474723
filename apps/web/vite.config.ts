import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
  '/api',
  '/health',
  '/ready',
];
const apiTarget = `http://localhost:${process.env.API_PORT ?? '3000'}`;

/**
 * The framework (React, React DOM, React Router) in one long-lived chunk, so an app release does not
 * invalidate it in browser caches. Everything else — Ant Design included — is split by Rollup along
 * the lazy pages and layouts, so a page loads only the components it uses (/login stays within its
 * 320 KB gzip budget; see docs/web.md).
 */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('/node_modules/')) return undefined;
  if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  return undefined;
}

export default defineConfig({
  // Relative asset URLs: the hash router keeps the document at the server root, and a reverse proxy
  // may still mount the app under a sub-path.
  base: './',
  plugins: [react()],
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
