import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ensureShellTexts, SHELL_NAMESPACE, shellText } from '.';
import { applyLanguage } from '../../i18n';
import { shellEn } from './en';
import { shellVi } from './vi';

function leaves(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('shell texts', () => {
  it('English translates every Vietnamese key', () => {
    expect(leaves(shellEn)).toEqual(leaves(shellVi));
  });

  it('register themselves in i18next and follow the page language', () => {
    ensureShellTexts();
    expect(i18next.hasResourceBundle('vi', SHELL_NAMESPACE)).toBe(true);
    applyLanguage('vi');
    expect(shellText('connectivity.offline')).toBe('Bạn đang ngoại tuyến');
    expect(shellText('nav.greeting', { name: 'An' })).toBe('Xin chào, An');
    applyLanguage('en');
    expect(shellText('connectivity.offline')).toBe('You are offline');
  });

  it('keep the texts the spec quotes', () => {
    expect(shellVi.helpdesk.title).toBe('Yêu cầu hỗ trợ');
    expect(shellVi.connectivity.online).toBe('Bạn đã trực tuyến trở lại');
    expect(shellVi.feedback.confirmOk).toBe('Xác nhận');
    expect(shellVi.feedback.confirmCancel).toBe('Quay lại');
  });
});
