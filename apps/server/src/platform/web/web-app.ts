import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerResponseCompression } from './response-compression.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The build's compressed copies: sent in place of their original, never at a URL of their own. */
const PRECOMPRESSED = /\.(br|gz)$/;

/** Sends a file of the build; the answer depends on Accept-Encoding, beside what CORS varies on. */
function send(reply: FastifyReply, file: string) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  return reply.sendFile(file);
}

/**
 * Serves the built web app (`config.webDistDir`) when it exists. Vite's hashed `/assets/*` are
 * cached for a year; `index.html` (also at `/`) and the other top-level files (favicon…) are
 * revalidated on every load so a new release is picked up at once. The build writes brotli and gzip
 * copies beside its text files (`apps/web/vite.config.ts`); a browser that accepts them gets those
 * bytes as they are, with `Content-Encoding`, the original file's `Content-Type` and `Vary:
 * Accept-Encoding` (so a shared cache keeps one copy per encoding). The app uses a hash router, so
 * no history fallback is needed: any other path stays an API 404. All routes are public and hidden
 * from the OpenAPI document. JSON answers are compressed too (`response-compression.ts`).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  // Here, after every module: its onSend hook must be the last one, so that hooks before it (the
  // idempotency store) see the JSON text, not compressed bytes.
  registerResponseCompression(app);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.info({ distDir }, 'web app not built: serving the API only');
    return false;
  }
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: distDir,
    serve: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    preCompressed: true,
    // Set only when a file is actually sent, so a 404 is never cached.
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  const route = { config: { access: { public: true as const } }, schema: { hide: true } };

  app.get('/', route, (_request, reply) => send(reply, 'index.html'));
  app.get<{ Params: { '*': string } }>('/assets/*', route, (request, reply) =>
    send(reply, `assets/${request.params['*']}`),
  );
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.') || PRECOMPRESSED.test(entry.name)) continue;
    const name = entry.name;
    app.get(`/${name}`, route, (_request, reply) => send(reply, name));
  }
  return true;
}
