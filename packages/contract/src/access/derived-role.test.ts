import { describe, expect, it } from 'vitest';
import { deriveRole, isDeputyGeneralDirector } from './derived-role.js';

describe('deriveRole (spec §6)', () => {
  it.each([
    ['Nhân viên thị trường', 'STAFF'],
    ['Nhân viên bán hàng', 'STAFF'],
    ['NHÂN VIÊN BÁN HÀNG', 'STAFF'],
    ['Chủ tịch', 'MASTER'],
    ['Tổng giám đốc', 'MASTER'],
    ['Phó tổng giám đốc', 'MASTER'],
    ['Phó giám đốc kinh doanh', 'MASTER'],
    ['Phó phòng nhân sự', 'MASTER'],
    ['Giám sát khu vực', 'GSKV'],
    ['Trưởng vùng', 'TV'],
    ['Trưởng phòng nhân sự', 'AD'],
    ['Phong kế toán', 'AD'],
    ['', 'AD'],
  ] as const)('%s → %s', (position, role) => {
    expect(deriveRole(position, false)).toBe(role);
  });

  it('gives SUPER to a super user whatever the position, and AD without a position', () => {
    expect(deriveRole('Nhân viên bán hàng', true)).toBe('SUPER');
    expect(deriveRole(null, false)).toBe('AD');
  });

  it('recognises a deputy general director by the ad_position profile entry only', () => {
    expect(isDeputyGeneralDirector([{ name: 'ad_position', value: 'Phó tổng giám đốc' }])).toBe(true);
    expect(isDeputyGeneralDirector([{ name: 'ad_position', value: 'PHÓ TỔNG GIÁM ĐỐC' }])).toBe(true);
    expect(isDeputyGeneralDirector([{ name: 'ad_position', value: 'Tổng giám đốc' }])).toBe(false);
    expect(isDeputyGeneralDirector([{ name: 'position', value: 'Phó tổng giám đốc' }])).toBe(false);
  });
});
