import { accountApi, notificationApi, accessApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { PDF, PNG } from '../../platform/files/file-fixtures.testing.js';
import { bearer, createTestAccount, loginAs, signedInAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { multipartForm } from '../../testing/multipart.js';
import {
  anonymousClient,
  call,
  dataOf,
  EN,
  signedInClient,
  type Client,
  type QueryInput,
} from '../../testing/api-client.js';

const NO_RATE_LIMITS = { RATE_LIMIT_LOGIN: '10000', RATE_LIMIT_OTP: '10000', RATE_LIMIT_REFRESH: '10000' };

interface NotificationRow {
  user_id: number;
  module: string;
  path: string | null;
  custom_id: string | null;
  title: string;
  content: string;
}

let t: TestApp;
/** Staff: a super user, an approver (user + user.update), a viewer (user only), a resetter. */
let root: Client;
let approver: Client;
let viewer: Client;
let resetter: { id: number; headers: Record<string, string>; username: string };
let counter = 0;

async function grant(accountId: number, permissions: string[]) {
  const response = await call(accessApi.setAccountGrant, {
    raw: true,
    as: root,
    body: { account_id: accountId, permissions },
  });
  expect(response.status).toBe(200);
}

/** Rows of a raw query, whichever driver answered (PGlite: an array; pg: `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

async function notificationsOf(module: string, customId?: string): Promise<NotificationRow[]> {
  const result: unknown = await t.database.db.execute(sql`
    select user_id, module, path, custom_id, title, content from notifications
    where module = ${module} ${customId === undefined ? sql`` : sql`and custom_id = ${customId}`}
    order by user_id`);
  return rowsOf<NotificationRow>(result).map((r) => ({
    ...r,
    user_id: Number(r.user_id),
  }));
}

function fieldsFor(type: string, extra: Record<string, string> = {}) {
  counter += 1;
  return {
    type,
    username: `dk_${type.toLowerCase()}_${counter}`,
    password: 'Mat-khau-dang-ky',
    fullname: `Đối tác ${type} ${counter}`,
    phone: '0912345678',
    ...extra,
  };
}

function register(fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1], headers = {}) {
  const form = multipartForm(fields, file);
  return call(accountApi.register, {
    as: anonymousClient(t),
    body: form,
    headers: { ...headers },
  });
}

async function registered(type: string, extra: Record<string, string> = {}) {
  const fields = fieldsFor(type, extra);
  const response = await register(fields);
  expect(response.status, response.response.body).toBe(200);
  return { ...fields, id: dataOf(response).id };
}

const getRegistration = async (id: number) =>
  dataOf(
    await call(accountApi.getRegistration, {
      as: viewer,
      params: { id: id },
    }),
  );

beforeAll(async () => {
  t = await createTestApp(NO_RATE_LIMITS);
  root = await signedInClient(t, { isSuperuser: true });
  approver = await signedInClient(t);
  viewer = await signedInClient(t);
  resetter = await signedInAccount(t);
  await grant(approver.id, ['user', 'user.update']);
  await grant(viewer.id, ['user']);
  await grant(resetter.id, ['user.resetpassword']);
});
afterAll(() => t.close());

describe('POST register', () => {
  it('creates an inactive pending account with its document and notifies the staff holding user.update', async () => {
    const fields = fieldsFor('NPP', {
      email: 'NPP.Mien.Bac@Example.vn',
      address: '12 Lê Lợi, Hà Nội',
      tax_code: '0101234565',
      note: 'Đại lý cấp 1 <b>Miền Bắc</b>',
    });
    const response = await register(fields, {
      name: 'file',
      filename: 'giay-phep.pdf',
      type: 'application/pdf',
      data: PDF,
    });
    expect(response.status, response.response.body).toBe(200);
    expect(response.message).toBe('Đăng ký thành công, vui lòng chờ quản trị viên xác nhận');
    expect(dataOf(response).status).toBe('pending');
    const id = dataOf(response).id;

    const registration = await getRegistration(id);
    expect(registration).toMatchObject({
      id,
      type: 'NPP',
      status: 'pending',
      username: fields.username,
      fullname: fields.fullname,
      phone: '0912345678',
      email: 'npp.mien.bac@example.vn',
      address: '12 Lê Lợi, Hà Nội',
      tax_code: '0101234565',
      note: 'Đại lý cấp 1 <b>Miền Bắc</b>',
      handled_at: null,
      refusal_reason: null,
    });
    expect(registration.file).toMatchObject({ name: 'giay-phep.pdf', mime: 'application/pdf' });
    const download = await t.app.inject({
      method: 'GET',
      url: registration.file!.url,
      headers: viewer.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    // The account exists but is inactive.
    const account = await call(accountApi.getAccountById, {
      as: viewer,
      params: { id: id },
    });
    expect(dataOf(account)).toMatchObject({
      is_active: false,
      type: 'NPP',
    });

    // Exactly the super user and the approver: not the viewer (user only), not the resetter.
    const notes = await notificationsOf('CONFIRM_REGISTER', String(id));
    expect(notes.map((n) => n.user_id)).toEqual([root.id, approver.id].sort((a, b) => a - b));
    for (const note of notes) {
      expect(note).toMatchObject({ path: `/user-manager/user-request/${id}`, custom_id: String(id) });
      expect(note.title).toBe('Yêu cầu đăng ký tài khoản');
      expect(note.content).toContain(fields.username);
      expect(note.content).toContain('nhà phân phối');
    }

    // The approver sees it in their own list.
    const list = await call(notificationApi.list, {
      as: approver,
      body: { page: 0, page_size: 20, id: approver.id, module: 'CONFIRM_REGISTER' },
    });
    expect(list.status, list.response.body).toBe(200);
    const items = dataOf(list).results;
    expect(items.find((n) => n.custom_id === String(id))?.data.path).toBe(`/user-manager/user-request/${id}`);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'account'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });

  it('accepts a registration without a file, and a JSON body', async () => {
    const withoutFile = await registered('CTV');
    expect((await getRegistration(withoutFile.id)).file).toBeNull();
    const fields = fieldsFor('WAREHOUSE');
    const json = await call(accountApi.register, { raw: true, as: anonymousClient(t), body: fields });
    expect(json.status, json.response.body).toBe(200);
  });

  it('refuses bad input with localised field errors, and creates nothing', async () => {
    const before = await notificationsOf('CONFIRM_REGISTER');
    const response = await register({ type: 'AD', username: 'a b', password: 'short', phone: '123' });
    expect(response.status).toBe(400);
    const errors = response.errors;
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.message]));
    expect(byField).toMatchObject({
      type: 'Vui lòng chọn',
      username: 'Tên đăng nhập không hợp lệ',
      password: 'Mật khẩu phải có ít nhất 8 ký tự',
      fullname: expect.any(String) as string,
      phone: expect.any(String) as string,
    });

    const english = await register(fieldsFor('NPP', { tax_code: '12345' }), undefined, EN);
    expect(english.status).toBe(400);
    expect(english.errors).toEqual([
      {
        field: 'tax_code',
        message:
          'Invalid tax code: 10 digits with a correct check digit (a branch adds a hyphen and 3 digits)',
      },
    ]);
    // Ten digits are not enough: the tenth must be the check digit of the first nine.
    const wrongCheck = await register(fieldsFor('NPP', { tax_code: '0101234567' }));
    expect(wrongCheck.errors).toEqual([
      {
        field: 'tax_code',
        message:
          'Mã số thuế không hợp lệ: 10 chữ số với chữ số kiểm tra đúng (chi nhánh thêm dấu gạch ngang và 3 chữ số)',
      },
    ]);
    expect(await notificationsOf('CONFIRM_REGISTER')).toEqual(before);
  });

  it('refuses a document that is not an image or a PDF (415), and creates nothing', async () => {
    const fields = fieldsFor('NVTT');
    const response = await register(fields, {
      name: 'file',
      filename: 'ghi-chu.txt',
      type: 'text/plain',
      data: Buffer.from('not a document'),
    });
    expect(response.status).toBe(415);
    expect(response.message).toBe('Tệp đính kèm phải là ảnh (JPG, PNG, WEBP, GIF) hoặc PDF');
    const login = await call(accountApi.login, {
      as: anonymousClient(t),
      body: { username: fields.username, password: fields.password },
    });
    expect(login.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('answers 409 naming the field for a taken username or e-mail, and notifies nobody', async () => {
    const first = await registered('NVTT', { email: 'trung.lap@example.vn' });
    const before = await notificationsOf('CONFIRM_REGISTER');

    const sameUsername = await register({ ...fieldsFor('NVTT'), username: first.username.toUpperCase() });
    expect(sameUsername.status).toBe(409);
    expect(sameUsername.errors).toEqual([{ field: 'username', message: 'Tên đăng nhập đã tồn tại' }]);

    const sameEmail = await register(
      fieldsFor('NPP', { email: 'Trung.Lap@example.vn' }),
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG },
      EN,
    );
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.errors).toEqual([
      { field: 'email', message: 'This e-mail is already used by another account' },
    ]);
    expect(await notificationsOf('CONFIRM_REGISTER')).toEqual(before);
  });

  it('a pending registration cannot sign in, and is told why only with the right password', async () => {
    const partner = await registered('CTV');
    const login = (password: string) =>
      call(accountApi.login, { as: anonymousClient(t), body: { username: partner.username, password } });
    const pending = await login(partner.password);
    expect(pending.status).toBe(401);
    expect(pending.message).toBe('Tài khoản đang chờ quản trị viên xác nhận đăng ký, vui lòng thử lại sau');
    const wrong = await login('sai-mat-khau');
    expect(wrong.status).toBe(401);
    expect(wrong.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });
});

describe('confirming registrations', () => {
  const CONFIRM = {
    NVTT: accountApi.confirmNvtt,
    NPP: accountApi.confirmNpp,
    WAREHOUSE: accountApi.confirmWarehouse,
  } as const;

  for (const [type, endpoint] of Object.entries(CONFIRM)) {
    it(`${endpoint.path} activates a pending ${type} registration, audited; it can then sign in`, async () => {
      const partner = await registered(type);
      const response = await call(endpoint, { as: approver, body: { id: partner.id } });
      expect(response.status, response.response.body).toBe(200);
      expect(response.message).toBe('Đã xác nhận đăng ký, tài khoản đã được kích hoạt');
      expect(response.data).toMatchObject({ id: partner.id, status: 'confirmed', handled_by: approver.id });
      expect(response.data?.handled_at).not.toBeNull();
      await loginAs(t, partner.username, partner.password);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, String(partner.id)), eq(auditLog.action, 'registration_confirm')));
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actorId).toBe(approver.id);

      // Not pending any more.
      const again = await call(endpoint, { as: approver, body: { id: partner.id } });
      expect(again.status).toBe(409);
      expect(again.message).toBe('Yêu cầu đăng ký này đã được xử lý');
    });
  }

  it('refuses a registration of another type (409 naming it), an unknown one (404), a staff account (404)', async () => {
    const ctv = await registered('CTV');
    const wrongType = await call(accountApi.confirmNpp, {
      as: approver,
      body: { id: ctv.id },
    });
    expect(wrongType.status).toBe(409);
    expect(wrongType.message).toBe(
      'Yêu cầu đăng ký này thuộc loại CTV, không xác nhận bằng chức năng này được',
    );
    expect((await getRegistration(ctv.id)).status).toBe('pending');

    const unknown = await call(accountApi.confirmNvtt, {
      as: approver,
      body: { id: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.message).toBe('Không tìm thấy yêu cầu đăng ký');
    const staff = await createTestAccount(t, { type: 'NVTT', isActive: false });
    expect(
      (
        await call(accountApi.confirmNvtt, {
          as: approver,
          body: { id: staff.id },
        })
      ).status,
    ).toBe(404);
  });

  it('needs user.update (403 for a holder of user only)', async () => {
    const partner = await registered('WAREHOUSE');
    const refused = [
      await call(accountApi.confirmWarehouse, { as: viewer, body: { id: partner.id } }),
      await call(accountApi.activeAccountCollaborators, { as: viewer, body: { ids: [partner.id] } }),
      await call(accountApi.deleteAccountRegisterRefuse, { as: viewer, body: { id: partner.id } }),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403]);
    expect((await getRegistration(partner.id)).status).toBe('pending');
  });

  it('PUT active_account_collaborators confirms CTV registrations, all or nothing', async () => {
    const a = await registered('CTV');
    const b = await registered('CTV');
    const nvtt = await registered('NVTT');
    const mixed = await call(accountApi.activeAccountCollaborators, {
      as: approver,
      body: { ids: [a.id, nvtt.id] },
    });
    expect(mixed.status).toBe(409);
    expect((await getRegistration(a.id)).status).toBe('pending');

    const response = await call(accountApi.activeAccountCollaborators, {
      as: approver,
      body: { ids: [a.id, b.id] },
    });
    expect(response.status, response.response.body).toBe(200);
    expect(dataOf(response)).toEqual({ updated: 2 });
    expect((await getRegistration(b.id)).status).toBe('confirmed');
    await loginAs(t, a.username, a.password);
  });

  it('active_many_accounts does not bypass the confirmation', async () => {
    const partner = await registered('NPP');
    const response = await call(accountApi.activeManyAccounts, {
      as: approver,
      body: { ids: [partner.id] },
    });
    expect(response.status).toBe(409);
    expect((await getRegistration(partner.id)).status).toBe('pending');
  });
});

describe('POST delete_account_register_refuse', () => {
  it('marks the registration refused, deletes its account and frees the username', async () => {
    const partner = await registered('NVTT', { email: 'tu.choi@example.vn' });
    const response = await call(accountApi.deleteAccountRegisterRefuse, {
      as: approver,
      body: {
        id: partner.id,
        reason: 'Thiếu giấy tờ',
      },
    });
    expect(response.status, response.response.body).toBe(200);
    expect(response.message).toBe('Đã từ chối yêu cầu đăng ký');
    expect(response.data).toMatchObject({ status: 'refused', refusal_reason: 'Thiếu giấy tờ' });

    // Still readable as a registration, gone as an account.
    expect((await getRegistration(partner.id)).status).toBe('refused');
    const account = await call(accountApi.getAccountById, {
      as: viewer,
      params: { id: partner.id },
    });
    expect(account.status).toBe(404);

    // Handled: neither refused again nor confirmed.
    const again = await call(accountApi.deleteAccountRegisterRefuse, {
      as: approver,
      body: { id: partner.id },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await call(accountApi.confirmNvtt, {
          as: approver,
          body: { id: partner.id },
        })
      ).status,
    ).toBe(409);

    // The same username and e-mail can register again, and that one signs in once confirmed.
    const retry = await register({
      ...fieldsFor('NVTT'),
      username: partner.username,
      email: 'tu.choi@example.vn',
    });
    expect(retry.status, retry.response.body).toBe(200);
    const retryId = dataOf(retry).id;
    expect(retryId).not.toBe(partner.id);
    expect(
      (
        await call(accountApi.confirmNvtt, {
          as: approver,
          body: { id: retryId },
        })
      ).status,
    ).toBe(200);
    const session = await loginAs(t, partner.username, 'Mat-khau-dang-ky');
    expect(session.body.user.id).toBe(retryId);
  });
});

describe('GET registrations', () => {
  it('lists registrations newest first with status and type filters; needs user', async () => {
    const partner = await registered('WAREHOUSE');
    const list = async (
      query: QueryInput<typeof accountApi.listRegistrations> = {},
      headers = viewer.headers,
    ) => call(accountApi.listRegistrations, { as: anonymousClient(t), query, headers });
    const pending = dataOf(await list({ status: 'pending', type: 'WAREHOUSE' }));
    expect(pending.results[0]?.id).toBe(partner.id);
    expect(pending.results.every((r) => r.status === 'pending' && r.type === 'WAREHOUSE')).toBe(true);
    const outsider = await signedInAccount(t);
    expect((await list({}, bearer(outsider.accessToken))).status).toBe(403);
    expect(
      (
        await call(accountApi.getRegistration, {
          as: anonymousClient(t),
          params: { id: partner.id },
          headers: outsider.headers,
        })
      ).status,
    ).toBe(403);
  });
});

describe('FORGET_PASSWORD notifications', () => {
  const request = (username: string) =>
    call(accountApi.forgetPasswordAdminRequest, { as: anonymousClient(t), body: { username } });

  async function requestIdOf(accountId: number): Promise<number> {
    const result: unknown = await t.database.db.execute(
      sql`select id from password_requests where account_id = ${accountId} order by id desc limit 1`,
    );
    return Number(rowsOf<{ id: number }>(result)[0]!.id);
  }

  it('tells every active holder of user.resetpassword (not others), once per pending request', async () => {
    const user = await createTestAccount(t, { fullname: 'Trần Thị <Mai>' });
    const inactiveHolder = await createTestAccount(t);
    await grant(inactiveHolder.id, ['user.resetpassword']);
    await call(accountApi.inactiveAccount, {
      as: root,
      body: { id: inactiveHolder.id },
    });

    expect((await request(user.username)).status).toBe(200);
    const id = await requestIdOf(user.id);
    const notes = await notificationsOf('FORGET_PASSWORD', String(id));
    expect(notes.map((n) => n.user_id)).toEqual([root.id, resetter.id].sort((a, b) => a - b));
    for (const note of notes) {
      expect(note.path).toBe('/password-request');
      expect(note.title).toBe('Yêu cầu cấp lại mật khẩu');
      expect(note.content).toBe(`Tài khoản ${user.username} (Trần Thị &lt;Mai&gt;) yêu cầu cấp lại mật khẩu`);
    }

    // Asking again while it is pending adds neither a request nor a notification.
    const before = await notificationsOf('FORGET_PASSWORD');
    expect((await request(user.username)).status).toBe(200);
    expect(await notificationsOf('FORGET_PASSWORD')).toEqual(before);
  });

  it('does not notify the requester, even when they could handle requests', async () => {
    expect((await request(resetter.username)).status).toBe(200);
    const id = await requestIdOf(resetter.id);
    expect((await notificationsOf('FORGET_PASSWORD', String(id))).map((n) => n.user_id)).toEqual([root.id]);
  });

  it('an unknown username creates no request and notifies nobody', async () => {
    const before = await notificationsOf('FORGET_PASSWORD');
    expect((await request('khong_ton_tai')).status).toBe(404);
    expect(await notificationsOf('FORGET_PASSWORD')).toEqual(before);
  });
});
