import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { priceListApi, type productWithPriceQuery } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { localeOf, translate } from '../../platform/http/locale.js';
import { registerEndpoint } from '../../platform/http/register-endpoint.js';
import type { PriceCatalogueService, PublicVersion } from './price-catalogue.service.js';

type CatalogueQuery = z.infer<typeof productWithPriceQuery>;

/** `If-None-Match` names this tag (or `*`): the weak comparison of RFC 9110. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * The products-with-price calls and the resolver. The public call is in the platform's `catalogue`
 * rate-limit bucket (`RATE_LIMIT_CATALOGUE` per minute and client IP, 429 with Retry-After) and lives
 * in a plugin scope of its own so its ETag hook touches no other route: an unchanged answer is a 304
 * with no body, before any catalogue query runs, and a page already computed for this version is
 * sent as the JSON kept then (the envelope `registerEndpoint` would build, without parsing and
 * serializing 50 products again).
 */
export async function registerPublicCatalogueRoutes(
  app: FastifyInstance,
  catalogue: PriceCatalogueService,
): Promise<void> {
  registerEndpoint(app, priceListApi.accountProducts, (r) =>
    catalogue.accountProducts(callerOf(r).accountId, r.query),
  );
  registerEndpoint(app, priceListApi.resolve, (r) => catalogue.resolve(r.body));

  const versions = new WeakMap<FastifyRequest, PublicVersion>();

  await app.register((scope, _options, done) => {
    scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
      const version = await catalogue.publicVersion(request.query as CatalogueQuery);
      const etag = `W/"${createHash('sha256').update(version.key).digest('base64url').slice(0, 27)}"`;
      versions.set(request, version);
      reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const data = catalogue.cachedPublicJson(version);
      if (data === undefined) return;
      const message = JSON.stringify(translate('success', localeOf(request)));
      return reply
        .type('application/json; charset=utf-8')
        .send(`{"code":200,"message":${message},"data":${data}}`);
    });
    registerEndpoint(scope, priceListApi.publicProducts, async (r) =>
      catalogue.publicProducts(r.query, versions.get(r) ?? (await catalogue.publicVersion(r.query))),
    );
    done();
  });
}
