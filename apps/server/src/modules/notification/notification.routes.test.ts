import { notificationApi, accessApi, locateApi } from '@kenh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationList } from '@kenh/contract';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount, signedInAccount, type TestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { notifications } from './notification.tables.js';
import { notify } from './notify.js';
import { anonymousClient, call, dataOf, EN, signedInClient, type Client } from '../../testing/api-client.js';

describe('notification calls', () => {
  let t: TestApp;
  let admin: Client;
  let me: Client;
  let other: Client;
  let sender: Client;
  /** My notifications n[1] (oldest) … n[5] (newest); n[2] and n[4] are seen. */
  const n: number[] = [];
  let othersId = 0;

  async function seed(
    userId: number,
    hoursAgo: number,
    module: 'ORDER' | 'MEETING' | 'DOCUMENT' | 'DEFAULT',
    title: string,
    content: string,
  ) {
    const { batchId } = await notify(t.database.db, [userId], { module, title, content });
    const [row] = await t.database.db
      .update(notifications)
      .set({ createdAt: sql`now() - make_interval(hours => ${hoursAgo})` })
      .where(eq(notifications.batchId, batchId))
      .returning({ id: notifications.id });
    return row!.id;
  }

  const createdAtOf = async (id: number) => {
    const [row] = await t.database.db
      .select({ createdAt: notifications.createdAt })
      .from(notifications)
      .where(eq(notifications.id, id));
    return row!.createdAt;
  };

  const stateOf = async (ids: number[]) =>
    t.database.db
      .select({ id: notifications.id, seen: notifications.seen, seenAt: notifications.seenAt })
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .orderBy(asc(notifications.id));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInClient(t, { isSuperuser: true });
    me = await signedInClient(t);
    other = await signedInClient(t);
    sender = await signedInClient(t);
    dataOf(
      await call(accessApi.setAccountGrant, {
        as: admin,
        body: {
          account_id: sender.id,
          permissions: ['notification.create'],
        },
      }),
    );
    n[1] = await seed(me.id, 5, 'ORDER', 'Đơn hàng mới #1', 'Khách <b>Trần Văn Đức</b> đặt hàng');
    n[2] = await seed(me.id, 4, 'MEETING', 'Cuộc họp giao ban', 'Phòng 301');
    n[3] = await seed(me.id, 3, 'DOCUMENT', 'Tài liệu 100% mới', 'Tệp_đính_kèm');
    n[4] = await seed(me.id, 2, 'ORDER', 'Đơn hàng bị huỷ', 'Lý do: hết hàng');
    n[5] = await seed(me.id, 1, 'DEFAULT', 'Chào mừng', 'Xin chào');
    othersId = await seed(other.id, 1, 'ORDER', 'Đơn hàng của người khác', 'Không phải của bạn');
    await t.database.db
      .update(notifications)
      .set({ seen: true, seenAt: sql`now()` })
      .where(inArray(notifications.id, [n[2], n[4]]));
  });
  afterAll(() => t.close());

  const list = async (body: Record<string, unknown> = {}) =>
    dataOf(
      await call(notificationApi.list, {
        as: me,
        body: { id: me.id, system: 'MAIN', page: 0, page_size: 20, ...body },
      }),
    );
  const ids = (page: NotificationList) => page.results.map((r) => r.id);

  describe('list_notifi', () => {
    it('lists my notifications newest first with totals and the page split by status', async () => {
      const page = await list();
      expect(ids(page)).toEqual([n[5], n[4], n[3], n[2], n[1]]);
      expect(page).toMatchObject({
        total: 5,
        total_seen: 2,
        total_unseen: 3,
        seen_list: [n[4], n[2]],
        unseen_list: [n[5], n[3], n[1]],
      });
      expect(page.results[4]).toEqual({
        id: n[1],
        user: me.id,
        module: 'ORDER',
        custom_id: null,
        title: 'Đơn hàng mới #1',
        content: 'Khách <b>Trần Văn Đức</b> đặt hàng',
        status: false,
        created_at: (await createdAtOf(n[1]!)).toISOString(),
        system: 'MAIN',
        is_failed: false,
        data: { path: null },
      });
      // Defaults: page 0, page_size 20, system MAIN.
      expect(ids(dataOf(await call(notificationApi.list, { as: me, body: { id: me.id } })))).toEqual(
        ids(page),
      );
    });

    it('pages with page and page_size; totals stay those of all matching rows', async () => {
      const first = await list({ page_size: 2 });
      expect(ids(first)).toEqual([n[5], n[4]]);
      expect(first).toMatchObject({
        total: 5,
        total_seen: 2,
        total_unseen: 3,
        seen_list: [n[4]],
        unseen_list: [n[5]],
      });
      expect(ids(await list({ page: 1, page_size: 2 }))).toEqual([n[3], n[2]]);
      expect(ids(await list({ page: 2, page_size: 2 }))).toEqual([n[1]]);
      expect(ids(await list({ page: 3, page_size: 2 }))).toEqual([]);
    });

    it('answers the bell probe (page 0, page_size 1) with the unseen total', async () => {
      const probe = await list({ page: 0, page_size: 1 });
      expect(ids(probe)).toEqual([n[5]]);
      expect(probe).toMatchObject({
        total: 5,
        total_seen: 2,
        total_unseen: 3,
        seen_list: [],
        unseen_list: [n[5]],
      });
    });

    it('filters by status: total follows it, total_seen/total_unseen do not', async () => {
      const seen = await list({ status: 1 });
      expect(ids(seen)).toEqual([n[4], n[2]]);
      expect(seen).toMatchObject({
        total: 2,
        total_seen: 2,
        total_unseen: 3,
        seen_list: [n[4], n[2]],
        unseen_list: [],
      });
      const unseen = await list({ status: 0 });
      expect(ids(unseen)).toEqual([n[5], n[3], n[1]]);
      expect(unseen).toMatchObject({ total: 3, total_seen: 2, total_unseen: 3 });
      expect(ids(await list({ status: null }))).toEqual([n[5], n[4], n[3], n[2], n[1]]);
    });

    it('filters by module; totals count that module only', async () => {
      const orders = await list({ module: 'ORDER' });
      expect(ids(orders)).toEqual([n[4], n[1]]);
      expect(orders).toMatchObject({ total: 2, total_seen: 1, total_unseen: 1 });
      expect((await list({ module: 'FAQ' })).total).toBe(0);
    });

    it('filters by keyword on title and content, ignoring case and diacritics', async () => {
      expect(ids(await list({ keyword: 'don hang' }))).toEqual([n[4], n[1]]);
      expect(ids(await list({ keyword: 'ĐƠN HÀNG' }))).toEqual([n[4], n[1]]);
      expect(ids(await list({ keyword: '  đơn   hàng  ' }))).toEqual([n[4], n[1]]);
      expect(ids(await list({ keyword: 'tran van duc' }))).toEqual([n[1]]);
      expect(ids(await list({ keyword: 'giao ban' }))).toEqual([n[2]]);
      expect(ids(await list({ keyword: 'người khác' }))).toEqual([]);
      // LIKE wildcards are literal characters.
      expect(ids(await list({ keyword: '%' }))).toEqual([n[3]]);
      expect(ids(await list({ keyword: '_' }))).toEqual([n[3]]);
      const combined = await list({ keyword: 'don hang', status: 0 });
      expect(ids(combined)).toEqual([n[1]]);
      expect(combined).toMatchObject({ total: 1, total_seen: 1, total_unseen: 1 });
      expect(ids(await list({ keyword: 'don hang', module: 'MEETING' }))).toEqual([]);
    });

    it("refuses someone else's list", async () => {
      const response = await call(notificationApi.list, { as: me, body: { id: other.id } });
      expect(response.status).toBe(403);
      expect(response.message).toBe('Bạn chỉ xem được thông báo của chính mình');
      expect(
        (await call(notificationApi.list, { as: me, body: { id: other.id }, headers: EN })).message,
      ).toBe('You can only read your own notifications');
    });

    it('refuses bad input with field errors in Vietnamese and English', async () => {
      const bad = { id: me.id, page_size: 0, status: 2, module: 'NOPE', system: 'KH' };
      const vi = await call(notificationApi.list, { raw: true, as: me, body: bad });
      expect(vi.status).toBe(400);
      expect(vi.errors.map((e) => e.field).sort()).toEqual(['module', 'page_size', 'status', 'system']);
      const viByField = Object.fromEntries(vi.errors.map((e) => [e.field, e.message]));
      expect(viByField.status).toBe('Giá trị không hợp lệ');
      expect(viByField.module).toBe('Giá trị không hợp lệ');
      expect(viByField.system).toBe('Hệ thống phải là MAIN');
      expect(viByField.page_size).toBe('Quá nhỏ: mong đợi number >=1');
      const en = await call(notificationApi.list, { raw: true, as: me, body: bad, headers: EN });
      const enByField = Object.fromEntries(en.errors.map((e) => [e.field, e.message]));
      expect(enByField.status).toBe('Invalid value');
      expect(enByField.system).toBe('The system must be MAIN');
      expect(enByField.page_size).toBe('Too small: expected number to be >=1');
      expect(enByField.module).toBe('Invalid value');

      const noAuth = await call(notificationApi.list, { as: anonymousClient(t), body: { id: me.id } });
      expect(noAuth.status).toBe(401);
    });
  });

  describe('seen', () => {
    it('marks my notifications seen, idempotently', async () => {
      const before = await stateOf([n[4]!]);
      const response = await call(notificationApi.seen, {
        as: me,
        body: { list_notifi: [n[5], n[4], n[5]] },
      });
      expect(dataOf(response)).toEqual({ affected: 1 });
      expect(response.message).toBe('Đã đánh dấu đã đọc');
      const after = await stateOf([n[4]!, n[5]!]);
      expect(after.map((r) => r.seen)).toEqual([true, true]);
      expect(after[0]!.seenAt).toEqual(before[0]!.seenAt);
      expect(after[1]!.seenAt).toBeInstanceOf(Date);
      expect(dataOf(await call(notificationApi.seen, { as: me, body: { list_notifi: [n[5]] } }))).toEqual({
        affected: 0,
      });
      const page = await list();
      expect(page).toMatchObject({ total_seen: 3, total_unseen: 2, unseen_list: [n[3], n[1]] });
    });

    it("changes nothing when any id is someone else's or unknown", async () => {
      const theirs = await call(notificationApi.seen, { as: me, body: { list_notifi: [n[1], othersId] } });
      expect(theirs.status).toBe(404);
      expect(theirs.message).toBe('Không tìm thấy thông báo hoặc thông báo không thuộc về bạn');
      const unknown = await call(notificationApi.seen, {
        as: me,
        body: { list_notifi: [n[1], 999_999] },
        headers: EN,
      });
      expect(unknown.status).toBe(404);
      expect(unknown.message).toBe('Notification not found, or it is not yours');
      expect((await stateOf([n[1]!, othersId])).map((r) => r.seen)).toEqual([false, false]);
    });

    it('needs at least one id', async () => {
      const vi = await call(notificationApi.seen, { as: me, body: { list_notifi: [] } });
      expect(vi.status).toBe(400);
      expect(vi.errors).toEqual([{ field: 'list_notifi', message: 'Chọn ít nhất một mục' }]);
      const en = await call(notificationApi.seen, { as: me, body: { list_notifi: [] }, headers: EN });
      expect(en.errors).toEqual([{ field: 'list_notifi', message: 'Choose at least one item' }]);
    });
  });

  describe('delete', () => {
    it("refuses another user's list and ids that are not mine, changing nothing", async () => {
      const wrongUser = await call(notificationApi.delete, {
        as: me,
        body: { list_notifi: [othersId], user_id: other.id, system: 'MAIN' },
      });
      expect(wrongUser.status).toBe(403);
      expect(wrongUser.message).toBe('Bạn chỉ xóa được thông báo của chính mình');
      const mixed = await call(notificationApi.delete, {
        as: me,
        body: { list_notifi: [n[3], othersId], user_id: me.id },
      });
      expect(mixed.status).toBe(404);
      expect((await stateOf([n[3]!, othersId])).map((r) => r.id)).toEqual([n[3], othersId]);
      const badSystem = await call(notificationApi.delete, {
        raw: true,
        as: me,
        body: { list_notifi: [n[3]], user_id: me.id, system: 'X' },
      });
      expect(badSystem.status).toBe(400);
    });

    it('deletes my notifications and audits the call', async () => {
      const response = await call(notificationApi.delete, {
        as: me,
        body: { list_notifi: [n[3], n[2]], user_id: me.id, system: 'MAIN' },
      });
      expect(dataOf(response)).toEqual({ affected: 2 });
      expect(response.message).toBe('Đã xóa thông báo');
      expect(await stateOf([n[2]!, n[3]!])).toEqual([]);
      expect((await list()).total).toBe(3);
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.entityId, String(me.id))));
      expect(audit).toMatchObject({
        action: 'delete',
        actorId: me.id,
        diff: { ids: { from: [n[2], n[3]].sort((a, b) => a! - b!), to: null } },
      });
    });
  });

  describe('create and get_user_noti', () => {
    let a: TestAccount;
    let b: TestAccount;
    let inactive: TestAccount;
    let kh1: TestAccount;
    let kh2: TestAccount;
    let npp: TestAccount;
    let roomId = 0;
    beforeAll(async () => {
      a = await createTestAccount(t, { fullname: 'Nguyễn Thị Ánh' });
      b = await createTestAccount(t, { fullname: 'Lê Văn Bình' });
      inactive = await createTestAccount(t, { fullname: 'Nguyễn Văn Nghỉ', isActive: false });
      kh1 = await createTestAccount(t, { type: 'KH', fullname: 'Khách Một' });
      kh2 = await createTestAccount(t, { type: 'KH', fullname: 'Khách Hai' });
      npp = await createTestAccount(t, { type: 'NPP', fullname: 'Nhà phân phối' });
      roomId = dataOf(
        await call(accessApi.createRoom, { as: admin, body: { name: 'Phòng Kinh doanh', system_key: 'AD' } }),
      ).id;
      dataOf(
        await call(accessApi.addRoomMembers, {
          as: admin,
          body: {
            room_id: roomId,
            account_ids: [a.id, b.id, inactive.id],
          },
        }),
      );
    });

    const rowsOfUsers = (userIds: number[]) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), eq(notifications.module, 'PLAN')))
        .orderBy(asc(notifications.userId));

    it('lets a sender limited to an area reach only accounts there, whatever it names', async () => {
      const area = async (name: string) =>
        dataOf(await call(locateApi.createArea, { as: admin, body: { name, region: 'north' } })).id;
      const [north, south] = [await area('Bắc Ninh'), await area('Cà Mau')];
      const near = await createTestAccount(t, { fullname: 'Người Gần', areaId: north });
      const far = await createTestAccount(t, { fullname: 'Người Xa', areaId: south });
      const limited = await signedInClient(t);
      dataOf(
        await call(accessApi.setAccountGrant, {
          as: admin,
          body: {
            account_id: limited.id,
            permissions: ['notification.create'],
          },
        }),
      );
      const scope = { unrestricted: false, area_ids: [north], zone_ids: [], account_ids: [] };
      const admins = (await signedInAccount(t, { isSuperuser: true })).headers;
      const scoped = await call(accessApi.setDataScope, {
        as: anonymousClient(t),
        params: { account_id: limited.id },
        body: scope,
        headers: admins,
      });
      expect(scoped.status).toBe(200);
      const send = (recipients: Record<string, unknown>) =>
        call(notificationApi.create, {
          as: limited,
          body: {
            module: 'PLAN',
            title: 'Phạm vi',
            content: 'Chỉ khu vực của tôi',
            recipients,
          },
        });
      expect(dataOf(await send({ users: [near.id, far.id] }))).toEqual({ recipients: 1 });
      // The whole AD system, as far as this sender reaches: the northern account and the sender.
      expect(dataOf(await send({ systems: ['AD'] }))).toEqual({ recipients: 2 });
      expect((await send({ users: [far.id] })).status).toBe(422);
      const reached = await rowsOfUsers([near.id, far.id, limited.id]);
      expect(reached.map((r) => r.userId)).toEqual([near.id, near.id, limited.id]);
    });

    it('sends to accounts, skipping inactive ones, with sanitised content, and audits it', async () => {
      const response = await call(notificationApi.create, {
        as: sender,
        body: {
          module: 'PLAN',
          title: '<i>Kế hoạch</i> tháng 7',
          content:
            '<p>Xem <a href="javascript:alert(1)">đây</a></p><img src=x onerror="alert(1)">\n<b>Hạn</b> 31/7',
          path: '/plan-manager/3',
          custom_id: '3',
          recipients: { users: [a.id, inactive.id, a.id] },
        },
      });
      expect(dataOf(response)).toEqual({ recipients: 1 });
      expect(response.message).toBe('Đã gửi thông báo');
      const rows = await rowsOfUsers([a.id, inactive.id]);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId: a.id,
        module: 'PLAN',
        title: 'Kế hoạch tháng 7',
        content: '<p>Xem <a rel="noopener noreferrer">đây</a></p>\n<b>Hạn</b> 31/7',
        path: '/plan-manager/3',
        customId: '3',
        createdBy: sender.id,
        seen: false,
      });
      const [audit] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'notification_batch'), eq(auditLog.entityId, rows[0]!.batchId)));
      expect(audit).toMatchObject({ action: 'create', actorId: sender.id });
      expect(audit!.diff.recipient_count).toEqual({ from: null, to: 1 });
      expect(audit!.diff.title).toEqual({ from: null, to: 'Kế hoạch tháng 7' });
    });

    it('sends to room members and whole systems, each account once', async () => {
      const before = (await rowsOfUsers([a.id, b.id, kh1.id, kh2.id, npp.id])).length;
      const toRoom = await call(notificationApi.create, {
        as: sender,
        body: {
          title: 'Họp phòng',
          content: 'Chiều nay',
          recipients: { rooms: [roomId] },
        },
      });
      expect(dataOf(toRoom)).toEqual({ recipients: 2 });
      const toKh = await call(notificationApi.create, {
        as: sender,
        body: {
          module: 'PLAN',
          title: 'Khách hàng',
          content: 'Tin',
          recipients: { systems: ['KH'], users: [kh1.id, a.id], rooms: [roomId] },
        },
      });
      expect(dataOf(toKh)).toEqual({ recipients: 4 });
      const kh = await rowsOfUsers([a.id, b.id, kh1.id, kh2.id]);
      expect(kh.length - before).toBe(4);
      expect(kh.filter((r) => r.title === 'Khách hàng').map((r) => r.userId)).toEqual(
        [a.id, b.id, kh1.id, kh2.id].sort((x, y) => x - y),
      );
      // "default" is every system other than AD, KH and KT.
      const toDefault = await call(notificationApi.create, {
        as: sender,
        body: {
          title: 'NPP',
          content: 'Tin',
          recipients: { systems: ['default'] },
        },
      });
      expect(dataOf(toDefault)).toEqual({ recipients: 1 });
      const [row] = await t.database.db.select().from(notifications).where(eq(notifications.title, 'NPP'));
      expect(row).toMatchObject({ userId: npp.id, module: 'DEFAULT' });
    });

    it('refuses senders without the permission, empty recipients and recipients that reach nobody', async () => {
      const denied = await call(notificationApi.create, {
        as: me,
        body: { title: 'T', content: 'C', recipients: { users: [a.id] } },
      });
      expect(denied.status).toBe(403);
      const none = await call(notificationApi.create, {
        as: sender,
        body: { title: 'T', content: 'C', recipients: {} },
        headers: EN,
      });
      expect(none.status).toBe(400);
      expect(none.errors).toEqual([
        { field: 'recipients.users', message: 'Choose at least one recipient, room or system' },
      ]);
      const nobody = await call(notificationApi.create, {
        as: sender,
        body: {
          title: 'T',
          content: 'C',
          recipients: { users: [inactive.id, 999_999] },
        },
      });
      expect(nobody.status).toBe(422);
      expect(nobody.message).toBe('Không có tài khoản nào nhận được thông báo này');
      const onlyScript = await call(notificationApi.create, {
        as: sender,
        body: {
          title: '<script>x</script>',
          content: '<script>alert(1)</script>',
          recipients: { users: [a.id] },
        },
      });
      expect(onlyScript.status).toBe(400);
      expect(onlyScript.errors).toEqual([
        { field: 'title', message: 'Bạn cần điền vào mục này' },
        { field: 'content', message: 'Bạn cần điền vào mục này' },
      ]);
      const badPath = await call(notificationApi.create, {
        as: sender,
        body: {
          title: 'T',
          content: 'C',
          path: '//evil',
          recipients: { users: [a.id] },
        },
      });
      expect(badPath.errors).toEqual([{ field: 'path', message: 'Đường dẫn phải bắt đầu bằng "/"' }]);
    });

    it('offers active accounts as recipients, searchable without diacritics', async () => {
      const options = dataOf(
        await call(notificationApi.getUserNoti, { as: sender, body: { search: 'nguyen' } }),
      );
      expect(options).toEqual([{ value: a.id, label: 'Nguyễn Thị Ánh', label_child: a.username }]);
      const kh = dataOf(await call(notificationApi.getUserNoti, { as: sender, body: { system_key: 'KH' } }));
      expect(kh.map((o) => o.value).sort((x, y) => x - y)).toEqual([kh1.id, kh2.id].sort((x, y) => x - y));
      expect(
        dataOf(await call(notificationApi.getUserNoti, { as: sender, body: { system_key: 'KH', limit: 1 } })),
      ).toHaveLength(1);
      expect((await call(notificationApi.getUserNoti, { as: me, body: {} })).status).toBe(403);
    });
  });
});
