import type { FastifyInstance } from 'fastify';
import { platformApi } from '@kenh/contract';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { AppConfig } from './config.js';

/**
 * `GET /platform/api/public_config`: what the web app must know at run time rather than build time,
 * so one build serves any deployment (the map tile server differs between an office with its own
 * tile cache and the public OpenStreetMap). Public: it holds no secret.
 */
export function registerPublicConfigRoutes(app: FastifyInstance, config: AppConfig): void {
  const answer = { map_tile_url: config.mapTileUrl };
  registerEndpoint(app, platformApi.publicConfig, () => Promise.resolve(answer));
}
