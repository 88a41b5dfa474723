import { platformApi, employeeContractApi } from '@kenh/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import { createTestAccount } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Client, dataOf, EN, superClient, call } from '../../testing/api-client.js';
import { clientWith, grant, setDataScope } from '../../testing/access-grants.js';
import {
  act,
  type ContractData,
  createContract,
  daysFromToday,
  insertAreaZone,
  insertStaff,
  validBody,
} from './employee-contract.test-kit.js';

describe('employee contracts: status actions, permissions, data scope', () => {
  let t: TestApp;
  let admin: Client;
  let manager: Client;
  let approver: Client;
  let reader: Client;
  let nobody: Client;
  let place: { areaId: number; zoneId: number };
  let other: { areaId: number; zoneId: number };
  let staffA: { id: number };
  let staffB: { id: number };
  let staffFar: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await superClient(t);
    manager = await clientWith(t, admin, ['employeecontractstaff', 'employeecontractstaff.manage']);
    approver = await clientWith(t, admin, ['employeecontractstaff', 'employeecontractstaff.approve']);
    reader = await clientWith(t, admin, ['officestaff']);
    nobody = await clientWith(t, admin, []);
    place = await insertAreaZone(t);
    other = await insertAreaZone(t);
    staffA = await insertStaff(t, { fullname: 'Lê Văn An', ...place });
    staffB = await insertStaff(t, { fullname: 'Phạm Thị Bình', ...place });
    staffFar = await insertStaff(t, { fullname: 'Võ Minh Châu', ...other });
  });
  afterAll(() => t.close());

  /** Notification rows about a contract (the notification module's table, read with plain SQL). */
  const notificationsOf = async (id: number) => {
    type Row = { userId: number; module: string; path: string; title: string };
    const result = await t.database.db.execute<Row>(
      sql`select user_id as "userId", module, path, title from notifications where custom_id = ${String(id)}`,
    );
    return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
  };

  const audits = async (id: number) =>
    (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'employee_contract'), eq(auditLog.entityId, String(id))))
    ).map((a) => a.action);

  it('walks draft → pending → approved → active → terminated, with history, audit and messages', async () => {
    const c = await createContract(manager, validBody(staffA.id));
    let r = await act(manager, c.id, 'submit');
    expect(r.status).toBe(200);
    expect(r.message).toBe('Đã gửi duyệt hợp đồng');
    expect(dataOf(r)).toMatchObject({
      status: 'pending',
      available_actions: ['approve', 'reject', 'cancel'],
    });

    // A manager may not approve; an approver may.
    expect((await act(manager, c.id, 'approve')).status).toBe(403);
    r = await act(approver, c.id, 'approve');
    expect(dataOf(r).status).toBe('approved');
    const activated = await call(employeeContractApi.actionPost, {
      as: approver,
      params: { id: c.id },
      body: { action: 'activate' },
    });
    expect(activated.status).toBe(200);
    expect(activated.message).toBe('Hợp đồng đã có hiệu lực');
    expect(dataOf(activated)).toMatchObject({
      status: 'active',
      available_actions: ['terminate'],
      editable: 'note',
    });

    // Terminate needs a reason and a date within the contract.
    r = await act(approver, c.id, 'terminate', { end_date: daysFromToday(-1) });
    expect(r.status).toBe(400);
    expect(r.errors).toEqual([{ field: 'reason', message: 'Cần nhập lý do' }]);
    r = await act(approver, c.id, 'terminate', { reason: 'Nghỉ việc' });
    expect(r.errors).toEqual([{ field: 'end_date', message: 'Cần nhập ngày chấm dứt' }]);
    r = await act(approver, c.id, 'terminate', { reason: 'Nghỉ việc', end_date: daysFromToday(-30) });
    expect(r.errors).toEqual([{ field: 'end_date', message: 'Ngày chấm dứt phải trong thời hạn hợp đồng' }]);
    r = await act(approver, c.id, 'terminate', { reason: 'Nghỉ việc', end_date: daysFromToday(-1) });
    expect(dataOf(r)).toMatchObject({
      status: 'terminated',
      status_reason: 'Nghỉ việc',
      termination_date: daysFromToday(-1),
      available_actions: [],
      editable: 'none',
    });
    const detail = dataOf(r);
    expect(detail.history.map((h) => [h.action, h.from_status, h.to_status, h.reason])).toEqual([
      ['create', null, 'draft', null],
      ['submit', 'draft', 'pending', null],
      ['approve', 'pending', 'approved', null],
      ['activate', 'approved', 'active', null],
      ['terminate', 'active', 'terminated', 'Nghỉ việc'],
    ]);
    expect(detail.history[1]!.actor.id).toBe(manager.id);
    expect(detail.history[4]!.actor).toMatchObject({ id: approver.id });
    expect(detail.history[4]!.actor.username).toMatch(/^user_/);
    // The timeline names people by their full name (the test helper's `Người dùng <username>`).
    expect(detail.history[4]!.actor.fullname).toBe(`Người dùng ${detail.history[4]!.actor.username}`);
    expect(await audits(c.id)).toEqual(['create', 'submit', 'approve', 'activate', 'terminate']);
  });

  it('is idempotent: the same action again answers 200 without a second audit or history entry', async () => {
    const c = await createContract(manager, validBody(staffA.id));
    expect((await act(manager, c.id, 'submit')).status).toBe(200);
    const again = await act(manager, c.id, 'submit');
    expect(again.status).toBe(200);
    expect(dataOf(again).status).toBe('pending');
    expect(dataOf(again).history).toHaveLength(2);
    expect(await audits(c.id)).toEqual(['create', 'submit']);
    await act(approver, c.id, 'cancel', { reason: 'Sai thông tin' });
    expect(
      (
        await call(employeeContractApi.actionPost, {
          as: approver,
          params: { id: c.id },
          body: { action: 'cancel' },
        })
      ).status,
    ).toBe(200);
    expect(await audits(c.id)).toEqual(['create', 'submit', 'cancel']);
  });

  it('refuses an action the status does not allow with 409 naming both states', async () => {
    const c = await createContract(manager, validBody(staffA.id));
    let r = await act(approver, c.id, 'activate');
    expect(r.status).toBe(409);
    expect(r.message).toBe('Không thể chuyển hợp đồng từ trạng thái “Nháp” sang “Đang hiệu lực”');
    r = await call(employeeContractApi.action, {
      as: approver,
      params: { id: c.id },
      query: { action: 'terminate', reason: 'x', end_date: daysFromToday(0) },
      headers: EN,
    });
    expect(r.status).toBe(409);
    expect(r.message).toBe('The contract cannot go from “Draft” to “Terminated”');
    r = await act(approver, c.id, 'approve');
    expect(r.message).toBe('Không thể chuyển hợp đồng từ trạng thái “Nháp” sang “Đã duyệt”');
    expect((await act(approver, c.id, 'fly')).status).toBe(400);
    expect(await audits(c.id)).toEqual(['create']);
  });

  it('sends a rejected contract back to draft with the reason, and cancels with a reason', async () => {
    const c = await createContract(manager, validBody(staffA.id));
    await act(manager, c.id, 'submit');
    let r = await act(approver, c.id, 'reject');
    expect(r.errors).toEqual([{ field: 'reason', message: 'Cần nhập lý do' }]);
    r = await act(approver, c.id, 'reject', { reason: 'Thiếu phụ cấp' });
    expect(dataOf(r)).toMatchObject({
      status: 'draft',
      status_reason: 'Thiếu phụ cấp',
      editable: 'all',
    });
    // Back in draft, it can be edited and submitted again.
    expect(
      (
        await call(employeeContractApi.update, {
          as: manager,
          params: { id: c.id },
          body: {
            benefits: [{ benefit_id: 6, amount: 300_000 }],
          },
        })
      ).status,
    ).toBe(200);
    expect(dataOf(await act(manager, c.id, 'submit')).status).toBe('pending');
    await act(approver, c.id, 'approve');
    // Cancelling an approved contract needs the approve code.
    expect((await act(manager, c.id, 'cancel', { reason: 'Không ký nữa' })).status).toBe(403);
    r = await act(approver, c.id, 'cancel', { reason: 'Không ký nữa' });
    expect(dataOf(r)).toMatchObject({ status: 'cancelled', status_reason: 'Không ký nữa' });
  });

  it('allows one active contract per staff member (409 naming the other)', async () => {
    const activate = async (c: ContractData) => {
      await act(manager, c.id, 'submit');
      await act(approver, c.id, 'approve');
      return act(approver, c.id, 'activate');
    };
    const first = await createContract(manager, validBody(staffB.id));
    expect((await activate(first)).status).toBe(200);
    const second = await createContract(manager, validBody(staffB.id));
    const r = await activate(second);
    expect(r.status).toBe(409);
    expect(r.message).toBe(`Nhân sự đang có hợp đồng hiệu lực ${first.code}; hãy chấm dứt hợp đồng đó trước`);
    expect(r.errors).toEqual([{ field: 'staff_id', message: 'Nhân sự đang có hợp đồng hiệu lực khác' }]);
    expect(
      dataOf(await call(employeeContractApi.detail, { as: approver, params: { id: second.id } })).status,
    ).toBe('approved');
    await act(approver, first.id, 'terminate', {
      reason: 'Chuyển loại hợp đồng',
      end_date: daysFromToday(0),
    });
    expect(dataOf(await act(approver, second.id, 'activate')).status).toBe('active');
  });

  it('checks permissions: reads with any staff code, writes with manage', async () => {
    const c = await createContract(manager, validBody(staffA.id, { signer_id: approver.id }));
    expect((await call(employeeContractApi.list, { as: nobody, body: {} })).status).toBe(403);
    expect((await call(employeeContractApi.detail, { as: nobody, params: { id: c.id } })).status).toBe(403);
    expect((await call(employeeContractApi.list, { as: reader, body: {} })).status).toBe(200);
    expect((await call(employeeContractApi.detail, { as: reader, params: { id: c.id } })).status).toBe(200);
    expect((await call(employeeContractApi.benefitDropdown, { as: reader })).status).toBe(200);
    expect(
      (await call(employeeContractApi.create, { raw: true, as: reader, body: validBody(staffA.id) })).status,
    ).toBe(403);
    expect(
      (await call(employeeContractApi.update, { as: reader, params: { id: c.id }, body: { note: 'x' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(employeeContractApi.action, {
          as: reader,
          params: { id: c.id },
          query: { action: 'submit' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(employeeContractApi.create, { raw: true, as: approver, body: validBody(staffA.id) }))
        .status,
    ).toBe(403);
    // The approver holds the action route's code but submitting needs manage.
    expect((await act(approver, c.id, 'submit')).status).toBe(403);
    // History through the platform call follows the same read rule, and names the contract's staff
    // and signer.
    const history = await call(platformApi.history, {
      raw: true,
      as: reader,
      params: { entity: 'employee_contract', id: c.id },
    });
    expect(history.status).toBe(200);
    expect(dataOf(history).names).toMatchObject({
      staff_id: { [staffA.id]: 'Lê Văn An' },
      // An account by its full name (the test helper's `Người dùng <username>`).
      signer_id: { [approver.id]: expect.stringMatching(/^Người dùng user_/) as unknown },
    });
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: nobody,
          params: { entity: 'employee_contract', id: c.id },
        })
      ).status,
    ).toBe(404);
  });

  it("limits lists, details, actions and new contracts to the staff in the caller's data scope", async () => {
    const near = await createContract(admin, validBody(staffA.id));
    const far = await createContract(admin, validBody(staffFar.id));
    const scoped = await clientWith(t, admin, ['employeecontractstaff', 'employeecontractstaff.manage']);
    await setDataScope(admin, scoped.id, { area_ids: [place.areaId] });
    const list = dataOf(await call(employeeContractApi.list, { as: scoped, body: { page_size: 200 } }));
    const ids = list.results.map((c) => c.id);
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    expect(list.results.every((c) => (c.staff as { id: number }).id !== staffFar.id)).toBe(true);
    expect((await call(employeeContractApi.detail, { as: scoped, params: { id: near.id } })).status).toBe(
      200,
    );
    expect((await call(employeeContractApi.detail, { as: scoped, params: { id: far.id } })).status).toBe(404);
    expect((await act(scoped, far.id, 'submit')).status).toBe(404);
    expect(
      (await call(employeeContractApi.update, { as: scoped, params: { id: far.id }, body: { note: 'x' } }))
        .status,
    ).toBe(404);
    const r = await call(employeeContractApi.create, { raw: true, as: scoped, body: validBody(staffFar.id) });
    expect(r.errors).toEqual([{ field: 'staff_id', message: 'Nhân sự không tồn tại' }]);
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: scoped,
          params: { entity: 'employee_contract', id: far.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(platformApi.history, {
          raw: true,
          as: scoped,
          params: { entity: 'employee_contract', id: near.id },
        })
      ).status,
    ).toBe(200);
  });

  it('notifies the approvers (not the submitter) when a contract is submitted', async () => {
    const otherApprover = await createTestAccount(t);
    await grant(admin, otherApprover.id, ['employeecontractstaff.approve']);
    const c = await createContract(approver, validBody(staffA.id)).catch(() => null);
    expect(c).toBeNull(); // the approver cannot create
    const draft = await createContract(manager, validBody(staffA.id));
    await act(manager, draft.id, 'submit');
    const rows = await notificationsOf(draft.id);
    const recipients = rows.map((r) => r.userId);
    expect(recipients).toContain(approver.id);
    expect(recipients).toContain(otherApprover.id);
    expect(recipients).toContain(admin.id);
    expect(recipients).not.toContain(manager.id);
    expect(rows[0]).toMatchObject({
      module: 'DEFAULT',
      path: `/staff-manager/employee-contract/${draft.id}`,
      title: 'Hợp đồng lao động chờ duyệt',
    });
    // Repeating the submit sends nothing more.
    await act(manager, draft.id, 'submit');
    const again = await notificationsOf(draft.id);
    expect(again).toHaveLength(rows.length);
  });
});
