import { describe, expect, it } from 'vitest';
import { systemKeyName } from './account-systems.js';

describe('systemKeyName', () => {
  it('names a system by its name in the language asked for', () => {
    expect(systemKeyName('AD', 'vi')).toBe('Quản trị');
    expect(systemKeyName('KT', 'en')).toBe('Accounting');
    expect(systemKeyName('NPP', 'vi')).toBe('Nhà phân phối');
  });

  it('names the shared default key with the systems that use it', () => {
    expect(systemKeyName('default', 'vi')).toBe('Mặc định (NPP, NVTT, CHTH, CTV, WAREHOUSE)');
    expect(systemKeyName('default', 'en')).toBe('Default (NPP, NVTT, CHTH, CTV, WAREHOUSE)');
  });

  it('shows an unknown key as it is', () => {
    expect(systemKeyName('MAIN', 'vi')).toBe('MAIN');
  });
});
