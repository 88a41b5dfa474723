import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_DOWNLOAD_PATH, SIGNED_IN } from '@kenh/contract';
import type { AppContext } from '../app-context.js';
import { callerOf } from '../auth/auth-hooks.js';
import { notFound } from '../http/app-error.js';
import { contentDisposition } from './content-disposition.js';
import { blobPath } from './file-store.js';
import { isInlineImage } from './file-type.js';
import { findFile } from './files.service.js';

const params = z.object({ id: z.string().min(1).max(64) });

/**
 * `GET /platform/api/files/:id`: the bytes of a stored file, only for callers who may read the
 * record owning it (`ctx.records.canRead`); 404 for unknown ids and for refused callers alike, so
 * the answer never reveals that a file exists.
 */
export function registerFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.route({
    method: 'GET',
    url: FILE_DOWNLOAD_PATH,
    config: { access: { permission: SIGNED_IN } },
    schema: {
      summary: 'Download a stored file (binary); 404 unless the caller may read its owning record',
      tags: ['platform'],
      params,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const { id } = request.params as z.infer<typeof params>;
      const file = await findFile(ctx.db, id);
      if (!file || !(await ctx.records.canRead(caller, file.ownerEntity, file.ownerId))) throw notFound();
      const location = blobPath(ctx.config.dataDir, file.sha256);
      const size = await stat(location).then(
        (s) => s.size,
        () => null,
      );
      if (size === null) {
        request.log.error({ fileId: file.id }, 'stored file is missing on disk');
        throw notFound();
      }
      return reply
        .header('Content-Type', file.mime)
        .header('Content-Length', size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-cache')
        .header('ETag', `"${file.sha256}"`)
        .header(
          'Content-Disposition',
          contentDisposition(isInlineImage(file.mime) ? 'inline' : 'attachment', file.originalName),
        )
        .send(createReadStream(location));
    },
  });
}
