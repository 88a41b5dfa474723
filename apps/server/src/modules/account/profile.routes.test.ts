import { accountApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { signedInAccount } from '../../testing/accounts.js';
import { multipartForm } from '../../testing/multipart.js';
import { call, anonymousClient, dataOf } from '../../testing/api-client.js';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST update_profile', () => {
  it('updates your own name, e-mail, phone and avatar (multipart), audited', async () => {
    const user = await signedInAccount(t, { fullname: 'Tên Cũ' });
    const form = multipartForm(
      { fullname: '  Ngô Thị Thanh  ', email: 'Thanh@Example.vn', phone: '+84901234567' },
      { name: 'avatar', filename: 'anh.png', type: 'image/png', data: PNG_1PX },
    );
    const response = await call(accountApi.updateProfile, {
      as: anonymousClient(t),
      body: form,
      headers: { ...user.headers },
    });
    expect(response.status).toBe(200);
    expect(response.message).toBe('Cập nhật thông tin thành công');
    const data = dataOf(response);
    expect(data).toMatchObject({
      id: user.id,
      fullname: 'Ngô Thị Thanh',
      email: 'thanh@example.vn',
      phone: '+84901234567',
    });
    expect(data.avatar_url).toMatch(/^\/platform\/api\/files\//);
    const avatar = await t.app.inject({ url: data.avatar_url!, headers: user.headers });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    const other = await signedInAccount(t);
    expect((await t.app.inject({ url: data.avatar_url!, headers: other.headers })).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'update')));
    expect(audit).toMatchObject({ actorId: user.id });
    expect(audit?.diff.fullname).toEqual({ from: 'Tên Cũ', to: 'Ngô Thị Thanh' });
  });

  it('accepts a JSON body without an avatar, and empty optional fields clear them', async () => {
    const user = await signedInAccount(t, { email: 'cu@example.vn', phone: '0911111111' });
    const response = await call(accountApi.updateProfile, {
      raw: true,
      as: anonymousClient(t),
      body: { fullname: 'Lý Văn Mới', email: '', phone: '' },
      headers: user.headers,
    });
    expect(dataOf(response)).toMatchObject({
      fullname: 'Lý Văn Mới',
      email: null,
      phone: null,
      avatar_url: null,
    });
  });

  it('validates fields (vi and en) and refuses non-image avatars', async () => {
    const user = await signedInAccount(t);
    const form = multipartForm({ fullname: '', email: 'x@', phone: '0123' });
    const vi = await call(accountApi.updateProfile, {
      as: anonymousClient(t),
      body: form,
      headers: { ...user.headers },
    });
    expect(vi.status).toBe(400);
    expect(vi.errors).toEqual([
      { field: 'fullname', message: 'Bạn cần điền vào mục này' },
      { field: 'email', message: 'Email không hợp lệ' },
      { field: 'phone', message: 'Số điện thoại không hợp lệ' },
    ]);
    const en = await call(accountApi.updateProfile, {
      as: anonymousClient(t),
      body: form,
      headers: { ...user.headers, 'accept-language': 'en' },
    });
    expect(en.errors[0]).toEqual({ field: 'fullname', message: 'You need to fill in this field' });
    const text = multipartForm(
      { fullname: 'Tên' },
      { name: 'avatar', filename: 'a.png', type: 'image/png', data: Buffer.from('not really an image') },
    );
    const notImage = await call(accountApi.updateProfile, {
      as: anonymousClient(t),
      body: text,
      headers: { ...user.headers },
    });
    expect(notImage.status).toBe(415);
    expect(notImage.message).toBe('Ảnh đại diện phải là ảnh JPG, PNG hoặc WEBP');
  });

  it('a taken e-mail is a 409 on the email field; no session is a 401', async () => {
    await signedInAccount(t, { email: 'dadung@example.vn' });
    const user = await signedInAccount(t);
    const taken = await call(accountApi.updateProfile, {
      raw: true,
      as: anonymousClient(t),
      body: { fullname: 'Ai Đó', email: 'DaDung@example.vn' },
      headers: user.headers,
    });
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual([{ field: 'email', message: 'Email đã được sử dụng cho tài khoản khác' }]);
    const anonymous = await call(accountApi.updateProfile, {
      raw: true,
      as: anonymousClient(t),
      body: { fullname: 'X' },
    });
    expect(anonymous.status).toBe(401);
  });
});
