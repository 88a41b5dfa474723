import { geographyApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { geographyData } from './geography.data.js';
import { GEOGRAPHY_CACHE_CONTROL } from './geography.routes.js';
import { isCurrentWardOf, isLegacyWardOf } from './index.js';
import { anonymousClient, call, dataOf } from '../../testing/api-client.js';

describe('geography', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the 34 current provinces and the 63 pre-2025 ones, without signing in', async () => {
    const current = dataOf(await call(geographyApi.provinces, { as: anonymousClient(t) }));
    expect(current).toHaveLength(34);
    expect(current.find((p) => p.code === '01')).toEqual({
      code: '01',
      name: 'Thành phố Hà Nội',
      type: 'Thành phố Trung Ương',
    });
    const legacy = dataOf(
      await call(geographyApi.provinces, { as: anonymousClient(t), query: { legacy: '1' } }),
    );
    expect(legacy).toHaveLength(63);
    expect(legacy.find((p) => p.code === '46')?.name).toBe('Tỉnh Thừa Thiên Huế');
    expect(
      (await call(geographyApi.provinces, { as: anonymousClient(t), query: { legacy: 'maybe' } })).status,
    ).toBe(400);
  });

  it('has 3,321 current wards in all, e.g. Phường Ba Đình in Hà Nội', async () => {
    const current = dataOf(await call(geographyApi.provinces, { as: anonymousClient(t) }));
    let total = 0;
    for (const province of current) {
      const wards = dataOf(
        await call(geographyApi.subdivisions, { as: anonymousClient(t), params: { code: province.code } }),
      );
      expect(wards.every((w) => w.province_code === province.code)).toBe(true);
      total += wards.length;
    }
    expect(total).toBe(3321);
    const hanoi = dataOf(
      await call(geographyApi.subdivisions, { as: anonymousClient(t), params: { code: '01' } }),
    );
    expect(hanoi).toContainEqual({ code: '00004', name: 'Phường Ba Đình', province_code: '01' });
    expect(hanoi).toHaveLength(126);
    // Sorted by Vietnamese name.
    expect(hanoi[0]?.name).toBe('Phường Ba Đình');
  });

  it('walks the pre-2025 tree: province → district → ward', async () => {
    const districts = dataOf(
      await call(geographyApi.districts, { as: anonymousClient(t), params: { id: '01' } }),
    );
    expect(districts).toHaveLength(30);
    expect(districts).toContainEqual({ code: '001', name: 'Quận Ba Đình', province_code: '01' });
    const wards = dataOf(
      await call(geographyApi.districtWards, { as: anonymousClient(t), params: { id: '001' } }),
    );
    expect(wards).toHaveLength(14);
    expect(wards).toContainEqual({
      code: '00004',
      name: 'Phường Trúc Bạch',
      province_code: '01',
      district_code: '001',
    });
    const goVap = dataOf(
      await call(geographyApi.districtWards, { as: anonymousClient(t), params: { id: '764' } }),
    );
    expect(goVap.find((w) => w.code === '26881')?.name).toBe('Phường 12');
  });

  it('maps a pre-2025 ward to its current ward', async () => {
    const mapping = dataOf(
      await call(geographyApi.wardMapping, { as: anonymousClient(t), params: { legacy_ward_code: '26881' } }),
    );
    expect(mapping).toEqual({
      legacy: {
        ward_code: '26881',
        ward_name: 'Phường 12',
        district_code: '764',
        district_name: 'Quận Gò Vấp',
        province_code: '79',
        province_name: 'Thành phố Hồ Chí Minh',
      },
      source: 'package',
      current: [
        {
          ward_code: '26882',
          ward_name: 'Phường An Hội Tây',
          province_code: '79',
          province_name: 'Thành phố Hồ Chí Minh',
        },
      ],
    });
    // A ward of a merged province: Phường Trúc Bạch (Ba Đình) is now part of Phường Ba Đình.
    const trucBach = dataOf(
      await call(geographyApi.wardMapping, { as: anonymousClient(t), params: { legacy_ward_code: '00004' } }),
    );
    expect(trucBach.current.map((c) => c.ward_code)).toEqual(['00004']);
    const stats = (await geographyData()).stats;
    expect(stats.legacyWards).toBe(10599);
    expect(stats.fromPackage + stats.byName + stats.unmapped).toBe(10599);
    expect(stats.unmapped).toBeLessThan(200);
  });

  it('answers unknown codes with 404 and malformed ones with 400', async () => {
    const unknownProvince = await call(geographyApi.subdivisions, {
      as: anonymousClient(t),
      params: { code: '99' },
    });
    expect(unknownProvince.status).toBe(404);
    expect(unknownProvince.message).toBe('Không tìm thấy tỉnh/thành phố');
    expect(
      (await call(geographyApi.districts, { as: anonymousClient(t), params: { id: '99' } })).status,
    ).toBe(404);
    expect(
      (
        await call(geographyApi.districtWards, {
          as: anonymousClient(t),
          params: { id: '999' },
          headers: { 'accept-language': 'en' },
        })
      ).message,
    ).toBe('District not found');
    expect(
      (
        await call(geographyApi.wardMapping, {
          raw: true,
          as: anonymousClient(t),
          params: { legacy_ward_code: 99999 },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(geographyApi.subdivisions, { as: anonymousClient(t), params: { code: 'abc' } })).status,
    ).toBe(400);
  });

  it('sends Cache-Control and an ETag, and 304 when the client has the same body', async () => {
    const first = await call(geographyApi.subdivisions, {
      raw: true,
      as: anonymousClient(t),
      params: { code: 79 },
    });
    expect(first.response.headers['cache-control']).toBe(GEOGRAPHY_CACHE_CONTROL);
    const etag = first.response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await call(geographyApi.subdivisions, {
      as: anonymousClient(t),
      params: { code: '79' },
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.response.body).toBe('');
    const other = await call(geographyApi.subdivisions, {
      as: anonymousClient(t),
      params: { code: '01' },
      headers: { 'if-none-match': etag },
    });
    expect(other.status).toBe(200);
    // The English envelope differs, so does its tag.
    const english = await call(geographyApi.subdivisions, {
      raw: true,
      as: anonymousClient(t),
      params: { code: 79 },
      headers: {
        'accept-language': 'en',
        'if-none-match': etag,
      },
    });
    expect(english.status).toBe(200);
    expect(
      (await call(geographyApi.subdivisions, { raw: true, as: anonymousClient(t), params: { code: 99 } }))
        .response.headers.etag,
    ).toBeUndefined();
  });

  it('offers validation helpers to other modules', async () => {
    expect(await isCurrentWardOf('01', '00004')).toBe(true);
    expect(await isCurrentWardOf('79', '00004')).toBe(false);
    expect(await isLegacyWardOf('79', '764', '26881')).toBe(true);
    expect(await isLegacyWardOf('79', '001', '26881')).toBe(false);
  });
});
