import { employeeContractApi, type EmployeeContractBody } from '@kenh/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/audit.tables.js';
import type { AppContext } from '../../platform/app-context.js';
import type { Caller } from '../../platform/auth/caller.js';
import { signedInAccount } from '../../testing/accounts.js';
import { clientWith } from '../../testing/access-grants.js';
import { call, clientFor, dataOf, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { createEmployeeContractService, type EmployeeContractService } from './employee-contract.service.js';
import { employeeContracts } from './employee-contract.tables.js';
import { daysFromToday, insertAreaZone, insertStaff, validBody } from './employee-contract.test-kit.js';

describe('employee contracts: bulk load (createMany)', () => {
  let t: TestApp;
  let caller: Caller;
  let admin: Client;
  let approver: Client;
  let service: EmployeeContractService;
  let place: { areaId: number; zoneId: number };
  const body = (staffId: number): EmployeeContractBody =>
    employeeContractApi.create.body.parse(validBody(staffId));
  const action = (input: Record<string, unknown>) => employeeContractApi.actionPost.body.parse(input);
  const contractCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(employeeContracts))[0]!.n;

  beforeAll(async () => {
    let ctx: AppContext | undefined;
    t = await createTestApp({}, { extend: (_app, appCtx) => void (ctx = appCtx) });
    const account = await signedInAccount(t, { isSuperuser: true });
    admin = clientFor(t, account.id, account.headers);
    caller = testCaller({ accountId: account.id, isSuperuser: true });
    approver = await clientWith(t, admin, ['employeecontractstaff', 'employeecontractstaff.approve']);
    service = createEmployeeContractService(ctx!);
    place = await insertAreaZone(t);
  });
  afterAll(() => t.close());

  it('runs each contract through the status machine, with consecutive codes, history, audit and notices', async () => {
    const [a, b] = [
      await insertStaff(t, place),
      await insertStaff(t, { fullname: 'Trần Thị Bích', ...place }),
    ];
    const [activeId, pendingId] = await service.createMany(caller, [
      {
        body: body(a.id),
        actions: [
          action({ action: 'submit' }),
          action({ action: 'approve' }),
          action({ action: 'activate' }),
        ],
      },
      { body: body(b.id), actions: [action({ action: 'submit' })] },
    ]);
    const active = dataOf(await call(employeeContractApi.detail, { as: admin, params: { id: activeId! } }));
    const pending = dataOf(await call(employeeContractApi.detail, { as: admin, params: { id: pendingId! } }));
    expect([active.status, pending.status]).toEqual(['active', 'pending']);
    expect(Number(pending.code.slice(-4))).toBe(Number(active.code.slice(-4)) + 1);
    expect(active.history.map((h) => [h.action, h.from_status, h.to_status])).toEqual([
      ['create', null, 'draft'],
      ['submit', 'draft', 'pending'],
      ['approve', 'pending', 'approved'],
      ['activate', 'approved', 'active'],
    ]);
    const trail = await t.database.db
      .select({ action: auditLog.action, diff: auditLog.diff })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'employee_contract'), eq(auditLog.entityId, String(activeId))))
      .orderBy(auditLog.id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'submit', 'approve', 'activate']);
    expect(trail[0]!.diff).toMatchObject({ status: { from: null, to: 'draft' } });
    // Only the contract still waiting for approval tells the approvers.
    type Row = { custom_id: string };
    const noticed = await t.database.db.execute<Row>(
      sql`select custom_id from notifications where user_id = ${approver.id}
          and custom_id in (${String(activeId)}, ${String(pendingId)})`,
    );
    const rows = Array.isArray(noticed) ? (noticed as Row[]) : (noticed as { rows: Row[] }).rows;
    expect(rows.map((r) => r.custom_id)).toEqual([String(pendingId)]);
  });

  it('writes nothing when one contract breaks a rule: an action the status does not allow, a second active contract', async () => {
    const c = await insertStaff(t, place);
    const before = await contractCount();
    await expect(
      service.createMany(caller, [
        { body: body(c.id), actions: [] },
        { body: body(c.id), actions: [action({ action: 'activate' })] },
      ]),
    ).rejects.toMatchObject({ status: 409, messageKey: 'employee_contract.action_not_allowed' });
    const toActive = [
      action({ action: 'submit' }),
      action({ action: 'approve' }),
      action({ action: 'activate' }),
    ];
    await expect(
      service.createMany(caller, [
        { body: body(c.id), actions: toActive },
        { body: body(c.id), actions: toActive },
      ]),
    ).rejects.toMatchObject({
      status: 409,
      messageKey: 'employee_contract.staff_has_active',
      // Names the contract of the same load that took the place.
      options: { params: { code: expect.stringMatching(/^HDLD-\d{4}-\d{4,}$/) as string } },
    });
    await expect(
      service.createMany(caller, [
        {
          body: body(c.id),
          actions: [
            ...toActive,
            action({ action: 'terminate', reason: 'Nghỉ', end_date: daysFromToday(-400) }),
          ],
        },
      ]),
    ).rejects.toMatchObject({ status: 400 });
    expect(await contractCount()).toBe(before);
  });
});
