import { plusDays, todayInVietnam, transportApi, type VehicleFields } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callData, clientFor, EN, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { findVehicle } from './index.js';

const today = todayInVietnam();

const vehicle = (overrides: Partial<VehicleFields> = {}): VehicleFields => ({
  plate: '51c 12345',
  type: 'truck',
  capacity_kg: 5000,
  volume_m3: 24.5,
  inspection_expiry: plusDays(today, 200),
  ...overrides,
});

describe('transport: vehicles', () => {
  let t: TestApp;
  let fleet: Client;
  let stranger: Client;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        callers: {
          fleet: testCaller({ accountId: 2, permissions: ['vehicletransport'] }),
          stranger: testCaller({ accountId: 3, permissions: ['drivertransport'] }),
        },
      },
    );
    fleet = clientFor(t, 2, { authorization: 'Bearer fleet' });
    stranger = clientFor(t, 3, { authorization: 'Bearer stranger' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('creates a vehicle with its plate normalised, finds it by plate, updates and deletes it', async () => {
    const created = await callData(transportApi.createVehicle, { as: fleet, body: vehicle() });
    expect(created).toMatchObject({
      plate: '51C-123.45',
      type: 'truck',
      capacity_kg: 5000,
      volume_m3: 24.5,
      status: 'active',
      inspection_state: 'valid',
    });
    for (const search of ['51c12345', '123.4', '51C-123']) {
      const page = await callData(transportApi.listVehicle, { as: fleet, body: { search } });
      expect(
        page.results.map((v) => v.id),
        search,
      ).toEqual([created.id]);
    }
    expect(await findVehicle(t.database.db, created.id)).toEqual({
      id: created.id,
      plate: '51C-123.45',
      capacityKg: 5000,
      available: true,
    });

    const updated = await callData(transportApi.updateVehicle, {
      as: fleet,
      params: { id: created.id },
      body: vehicle({ status: 'maintenance', volume_m3: null, capacity_kg: '4500' }),
    });
    expect(updated).toMatchObject({ status: 'maintenance', volume_m3: null, capacity_kg: 4500 });
    expect((await findVehicle(t.database.db, created.id))?.available).toBe(false);
    expect((await callData(transportApi.allVehicle, { as: fleet })).map((o) => o.value)).not.toContain(
      created.id,
    );

    await callData(transportApi.deleteVehicle, { as: fleet, params: { id: created.id } });
    expect((await call(transportApi.getVehicle, { as: fleet, params: { id: created.id } })).status).toBe(404);
  });

  it('refuses a duplicate plate, however it is written, with a localised 409', async () => {
    await callData(transportApi.createVehicle, { as: fleet, body: vehicle({ plate: '29A-12345' }) });
    const again = await call(transportApi.createVehicle, {
      as: fleet,
      headers: EN,
      body: vehicle({ plate: '29a 123.45' }),
    });
    expect(again.status).toBe(409);
    expect(again.message).toBe('This plate is already registered');
    expect(again.errors.map((e) => e.field)).toEqual(['plate']);
  });

  it('refuses a bad plate, payload, volume, type, and an expired inspection set active', async () => {
    const plate = await call(transportApi.createVehicle, {
      as: fleet,
      body: vehicle({ plate: '10A-123.45' }),
    });
    expect(plate.status).toBe(400);
    expect(plate.errors).toEqual([
      { field: 'plate', message: 'Biển số không hợp lệ (ví dụ 51C-123.45, 29A-12345)' },
    ]);

    const numbers = await call(transportApi.createVehicle, {
      as: fleet,
      raw: true,
      body: { ...vehicle({ plate: '30E-123.45' }), capacity_kg: 0, volume_m3: -1, type: 'boat' },
    });
    expect(numbers.status).toBe(400);
    expect(numbers.errors.map((e) => e.field).sort()).toEqual(['capacity_kg', 'type', 'volume_m3']);
    const fraction = await call(transportApi.createVehicle, {
      as: fleet,
      body: vehicle({ plate: '30E-123.45', capacity_kg: 12.5 }),
    });
    expect(fraction.errors.map((e) => e.field)).toEqual(['capacity_kg']);

    const lapsed = await call(transportApi.createVehicle, {
      as: fleet,
      body: vehicle({ plate: '30E-123.45', inspection_expiry: plusDays(today, -3) }),
    });
    expect(lapsed.errors.map((e) => e.field)).toEqual(['inspection_expiry']);
    const parked = await callData(transportApi.createVehicle, {
      as: fleet,
      body: vehicle({ plate: '30E-123.45', inspection_expiry: plusDays(today, -3), status: 'inactive' }),
    });
    expect(parked.inspection_state).toBe('expired');
    const expired = await callData(transportApi.listVehicle, {
      as: fleet,
      body: { inspection_state: 'expired' },
    });
    expect(expired.results.map((v) => v.plate)).toEqual(['30E-123.45']);
  });

  it('answers 404 for an unknown vehicle and 403 without the vehicles code', async () => {
    expect((await call(transportApi.getVehicle, { as: fleet, params: { id: 999_999 } })).status).toBe(404);
    expect((await call(transportApi.deleteVehicle, { as: fleet, params: { id: 999_999 } })).status).toBe(404);
    expect(
      (
        await call(transportApi.updateVehicle, {
          as: fleet,
          params: { id: 999_999 },
          body: vehicle({ plate: '88C-888.88' }),
        })
      ).status,
    ).toBe(404);
    expect((await call(transportApi.listVehicle, { as: stranger, body: {} })).status).toBe(403);
    expect((await call(transportApi.allVehicle, { as: stranger })).status).toBe(403);
    expect(await findVehicle(t.database.db, 999_999)).toBeNull();
  });
});
