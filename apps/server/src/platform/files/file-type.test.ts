import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.js';
import { contentDisposition } from './content-disposition.js';
import { cleanFileName } from './files.service.js';
import * as f from './file-fixtures.testing.js';

describe('detectFileType (by content)', () => {
  it.each([
    ['png', f.PNG, 'image/png'],
    ['jpeg', f.JPEG, 'image/jpeg'],
    ['gif', f.GIF, 'image/gif'],
    ['webp', f.WEBP, 'image/webp'],
    ['pdf', f.PDF, 'application/pdf'],
    ['docx', f.DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', f.XLSX, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['pptx', f.PPTX, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['doc', f.DOC, 'application/msword'],
    ['xls', f.XLS, 'application/vnd.ms-excel'],
    ['ppt', f.PPT, 'application/vnd.ms-powerpoint'],
  ])('recognises %s', (_name, data, mime) => {
    expect(detectFileType(data)).toBe(mime);
  });

  it.each([
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1')],
    ['plain zip', f.PLAIN_ZIP],
    ['zip header only', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
    ['other compound file (msg)', f.compoundFile('__substg1.0_0037001F')],
    ['truncated compound file', f.DOC.subarray(0, 100)],
    ['empty', Buffer.alloc(0)],
  ])('refuses %s', (_name, data) => {
    expect(detectFileType(data)).toBeNull();
  });
});

describe('contentDisposition', () => {
  it('encodes a Vietnamese name as RFC 5987 with an ASCII fallback', () => {
    expect(contentDisposition('attachment', 'Báo cáo tháng 5 – Đà Nẵng.pdf')).toBe(
      `attachment; filename="Bao cao thang 5 _ Da Nang.pdf"; ` +
        `filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20th%C3%A1ng%205%20%E2%80%93%20%C4%90%C3%A0%20N%E1%BA%B5ng.pdf`,
    );
  });

  it('strips quotes, CR/LF, separators and semicolons from a malicious name', () => {
    const header = contentDisposition('inline', 'a"\r\nSet-Cookie: x=1;\\..\\/evil".png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `inline; filename="aSet-Cookie: x=1..evil.png"; filename*=UTF-8''aSet-Cookie%3A%20x%3D1..evil.png`,
    );
    expect(contentDisposition('attachment', '"\r\n')).toBe(
      `attachment; filename="file"; filename*=UTF-8''file`,
    );
  });

  it('keeps only the last path segment of an uploaded name', () => {
    expect(cleanFileName('C:\\fakepath\\ảnh đại diện.png')).toBe('ảnh đại diện.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('file');
  });
});
