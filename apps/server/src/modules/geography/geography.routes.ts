import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { geographyApi } from '@kenh/contract';
import { registerEndpoint } from '../../platform/http/register-endpoint.js';
import { geographyService } from './geography.service.js';

/** Administrative units change by law, not by day: browsers keep answers a day, then revalidate. */
export const GEOGRAPHY_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Successful answers get `Cache-Control`, a strong `ETag` (hash of the body, which includes the
 * localised envelope message, hence `Vary: Accept-Language`) and `304 Not Modified` when the client
 * already holds that body (`If-None-Match`).
 */
function addCaching(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    reply.header('Cache-Control', GEOGRAPHY_CACHE_CONTROL);
    reply.header('Vary', 'Accept-Language');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      reply.code(304);
      reply.removeHeader('Content-Length');
      return '';
    }
    return payload;
  });
}

export async function registerGeographyRoutes(scope: FastifyInstance): Promise<void> {
  addCaching(scope);
  registerEndpoint(scope, geographyApi.provinces, (r) => geographyService.provinces(r.query.legacy ?? false));
  registerEndpoint(scope, geographyApi.districts, (r) => geographyService.districts(r.params.id));
  registerEndpoint(scope, geographyApi.districtWards, (r) => geographyService.districtWards(r.params.id));
  registerEndpoint(scope, geographyApi.subdivisions, (r) => geographyService.currentWards(r.params.code));
  registerEndpoint(scope, geographyApi.wardMapping, (r) =>
    geographyService.wardMapping(r.params.legacy_ward_code),
  );
  await Promise.resolve();
}
