import { describe, expect, it } from 'vitest';
import { avatarLetter, nameInitials } from './initials';

describe('nameInitials (spec §3)', () => {
  it.each([
    ['', 'AD'],
    ['   ', 'AD'],
    [null, 'AD'],
    [undefined, 'AD'],
  ])('an empty name %j gives AD', (name, expected) => {
    expect(nameInitials(name)).toBe(expected);
  });

  it('one word gives its first letter', () => {
    expect(nameInitials('admin')).toBe('A');
  });

  it('two words give the first letters of both', () => {
    expect(nameInitials('Trần Hùng')).toBe('TH');
  });

  it('three or more words give the first letters of the first and last word', () => {
    expect(nameInitials('Nguyễn Văn An')).toBe('NA');
    expect(nameInitials('Tôn Nữ Thị Ánh Tuyết')).toBe('TT');
  });

  it('keeps Vietnamese letters, upper-cases them and ignores extra spaces', () => {
    expect(nameInitials('  đặng   thu  thảo ')).toBe('ĐT');
    expect(nameInitials('ánh')).toBe('Á');
  });

  it('treats decomposed (NFD) names like composed ones', () => {
    expect(nameInitials('Ánh Dương'.normalize('NFD'))).toBe('ÁD');
  });

  it('ignores words without a letter or digit', () => {
    expect(nameInitials('Lê - Minh')).toBe('LM');
    expect(nameInitials('- &')).toBe('AD');
  });
});

describe('avatarLetter: the one letter displayed', () => {
  it('is the first letter of the initials', () => {
    expect(avatarLetter('Nguyễn Văn An')).toBe('N');
    expect(avatarLetter('Trần Hùng')).toBe('T');
    expect(avatarLetter('đặng thu thảo')).toBe('Đ');
  });

  it('is A for an empty name (from AD)', () => {
    expect(avatarLetter('')).toBe('A');
  });
});
