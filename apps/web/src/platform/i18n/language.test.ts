import { describe, expect, it } from 'vitest';
import { localeOfPath, localisePath, stripLocale, twinPath } from './language';
import { messageText } from './contract-messages';

describe('language of routes (spec §2.1)', () => {
  it('reads the language from the path: /en is English, no prefix is Vietnamese', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/login')).toBe('en');
    expect(localeOfPath('/login')).toBe('vi');
    expect(localeOfPath('/entity')).toBe('vi');
  });

  it('adds and strips the /en prefix', () => {
    expect(localisePath('/', 'en')).toBe('/en');
    expect(localisePath('/login', 'en')).toBe('/en/login');
    expect(localisePath('/login?next=%2F', 'en')).toBe('/en/login?next=%2F');
    expect(localisePath('/login', 'vi')).toBe('/login');
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/login')).toBe('/login');
    expect(stripLocale('/login')).toBe('/login');
  });

  it('finds the twin page in the other language', () => {
    expect(twinPath('/en/forgot-password', 'vi')).toBe('/forgot-password');
    expect(twinPath('/', 'en')).toBe('/en');
  });
});

describe('messageText', () => {
  it('translates contract message keys and fills placeholders', () => {
    expect(messageText('validation.required', 'vi')).toBe('Bạn cần điền vào mục này');
    expect(messageText('validation.required', 'en')).toBe('You need to fill in this field');
    expect(messageText('account.otp_too_soon', 'en', { seconds: 42 })).toBe(
      'Please wait 42 seconds before sending another OTP code',
    );
  });

  it('returns texts the server already localised unchanged', () => {
    expect(messageText('Tên đăng nhập hoặc mật khẩu không đúng', 'en')).toBe(
      'Tên đăng nhập hoặc mật khẩu không đúng',
    );
  });
});
