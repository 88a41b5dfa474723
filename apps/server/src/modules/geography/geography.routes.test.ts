import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { geographyData } from './geography.data.js';
import { GEOGRAPHY_CACHE_CONTROL } from './geography.routes.js';
import { isCurrentWardOf, isLegacyWardOf } from './index.js';

interface Unit {
  code: string;
  name: string;
  province_code?: string;
  district_code?: string;
}

const API = '/geography/api';

describe('geography', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const data = async <T>(url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: T }>().data;
  };

  it('lists the 34 current provinces and the 63 pre-2025 ones, without signing in', async () => {
    const current = await data<Unit[]>(`${API}/province`);
    expect(current).toHaveLength(34);
    expect(current.find((p) => p.code === '01')).toEqual({
      code: '01',
      name: 'Thành phố Hà Nội',
      type: 'Thành phố Trung Ương',
    });
    const legacy = await data<Unit[]>(`${API}/province?legacy=1`);
    expect(legacy).toHaveLength(63);
    expect(legacy.find((p) => p.code === '46')?.name).toBe('Tỉnh Thừa Thiên Huế');
    expect((await get(`${API}/province?legacy=maybe`)).statusCode).toBe(400);
  });

  it('has 3,321 current wards in all, e.g. Phường Ba Đình in Hà Nội', async () => {
    const current = await data<Unit[]>(`${API}/province`);
    let total = 0;
    for (const province of current) {
      const wards = await data<Unit[]>(`${API}/subdivisions/province/${province.code}`);
      expect(wards.every((w) => w.province_code === province.code)).toBe(true);
      total += wards.length;
    }
    expect(total).toBe(3321);
    const hanoi = await data<Unit[]>(`${API}/subdivisions/province/01`);
    expect(hanoi).toContainEqual({ code: '00004', name: 'Phường Ba Đình', province_code: '01' });
    expect(hanoi).toHaveLength(126);
    // Sorted by Vietnamese name.
    expect(hanoi[0]?.name).toBe('Phường Ba Đình');
  });

  it('walks the pre-2025 tree: province → district → ward', async () => {
    const districts = await data<Unit[]>(`${API}/province/01/district`);
    expect(districts).toHaveLength(30);
    expect(districts).toContainEqual({ code: '001', name: 'Quận Ba Đình', province_code: '01' });
    const wards = await data<Unit[]>(`${API}/district/001/ward`);
    expect(wards).toHaveLength(14);
    expect(wards).toContainEqual({
      code: '00004',
      name: 'Phường Trúc Bạch',
      province_code: '01',
      district_code: '001',
    });
    const goVap = await data<Unit[]>(`${API}/district/764/ward`);
    expect(goVap.find((w) => w.code === '26881')?.name).toBe('Phường 12');
  });

  it('maps a pre-2025 ward to its current ward', async () => {
    const mapping = await data<{
      source: string;
      legacy: Record<string, unknown>;
      current: Record<string, unknown>[];
    }>(`${API}/ward_mapping/26881`);
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
    const trucBach = await data<{ current: { ward_code: string }[] }>(`${API}/ward_mapping/00004`);
    expect(trucBach.current.map((c) => c.ward_code)).toEqual(['00004']);
    const stats = (await geographyData()).stats;
    expect(stats.legacyWards).toBe(10599);
    expect(stats.fromPackage + stats.byName + stats.unmapped).toBe(10599);
    expect(stats.unmapped).toBeLessThan(200);
  });

  it('answers unknown codes with 404 and malformed ones with 400', async () => {
    const unknownProvince = await get(`${API}/subdivisions/province/99`);
    expect(unknownProvince.statusCode).toBe(404);
    expect(unknownProvince.json<{ message: string }>().message).toBe('Không tìm thấy tỉnh/thành phố');
    expect((await get(`${API}/province/99/district`)).statusCode).toBe(404);
    expect(
      (await get(`${API}/district/999/ward`, { 'accept-language': 'en' })).json<{ message: string }>()
        .message,
    ).toBe('District not found');
    expect((await get(`${API}/ward_mapping/99999`)).statusCode).toBe(404);
    expect((await get(`${API}/subdivisions/province/abc`)).statusCode).toBe(400);
  });

  it('sends Cache-Control and an ETag, and 304 when the client has the same body', async () => {
    const first = await get(`${API}/subdivisions/province/79`);
    expect(first.headers['cache-control']).toBe(GEOGRAPHY_CACHE_CONTROL);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`${API}/subdivisions/province/79`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(`${API}/subdivisions/province/01`, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    // The English envelope differs, so does its tag.
    const english = await get(`${API}/subdivisions/province/79`, {
      'accept-language': 'en',
      'if-none-match': etag,
    });
    expect(english.statusCode).toBe(200);
    expect((await get(`${API}/subdivisions/province/99`)).headers.etag).toBeUndefined();
  });

  it('offers validation helpers to other modules', async () => {
    expect(await isCurrentWardOf('01', '00004')).toBe(true);
    expect(await isCurrentWardOf('79', '00004')).toBe(false);
    expect(await isLegacyWardOf('79', '764', '26881')).toBe(true);
    expect(await isLegacyWardOf('79', '001', '26881')).toBe(false);
  });
});
