import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (`config.webDistDir`) when it exists. Vite's hashed `/assets/*` are
 * cached for a year; `index.html` (also at `/`) and the other top-level files (favicon…) are
 * revalidated on every load so a new release is picked up at once. The app uses a hash router, so
 * no history fallback is needed: any other path stays an API 404. All routes are public and hidden
 * from the OpenAPI document.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
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
    // Set only when a file is actually sent, so a 404 is never cached.
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  const route = { config: { access: { public: true as const } }, schema: { hide: true } };

  app.get('/', route, (_request, reply) => reply.sendFile('index.html'));
  app.get<{ Params: { '*': string } }>('/assets/*', route, (request, reply) =>
    reply.sendFile(`assets/${request.params['*']}`),
  );
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const name = entry.name;
    app.get(`/${name}`, route, (_request, reply) => reply.sendFile(name));
  }
  return true;
}
