import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /health and /ready with the engine in use', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers an unknown route with a localised 404 envelope', async () => {
    const vi = await t.app.inject({ url: '/nope' });
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ code: 404, message: 'Không tìm thấy đường dẫn' });
    const en = await t.app.inject({ url: '/nope', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json()).toEqual({ code: 404, message: 'This route does not exist' });
  });
});
