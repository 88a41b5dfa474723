import { platformApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousClient, call } from '../../testing/api-client.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loadConfig } from './config.js';

const STUB = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MAP_TILE_URL: STUB });
});
afterAll(() => t.close());

describe('public configuration', () => {
  it('answers the configured tile server to anyone, signed in or not', async () => {
    const response = await call(platformApi.publicConfig, { as: anonymousClient(t) });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ map_tile_url: STUB });
  });

  it("defaults to OpenStreetMap's tiles and refuses a template without {z}, {x} and {y}", () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/{z}.png' })).toThrow(/MAP_TILE_URL/);
  });
});
