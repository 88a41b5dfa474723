import { randomBytes } from 'node:crypto';
import type { EmployeeContractBodyInput, ResponseOf } from '@kenh/contract';
import { addCalendarDays, employeeContractApi, todayInVietnam } from '@kenh/contract';
import { call, dataOf, type Client } from '../../testing/api-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { areas, zones } from '../locate/index.js';
import { staff } from '../staff/index.js';

/** Test-only fixtures of the employee-contract API tests (the API client and grants are in `src/testing/`). */

export const BASE = '/staff/api';
export const today = todayInVietnam();
export const daysFromToday = (n: number) => addCalendarDays(today, n);

let staffSeq = 0;

/** An area with one zone, straight into the locate tables (the staff table refers to them). */
export async function insertAreaZone(t: TestApp): Promise<{ areaId: number; zoneId: number }> {
  staffSeq += 1;
  const tag = `${randomBytes(3).toString('hex')}${staffSeq}`;
  const [area] = await t.database.db
    .insert(areas)
    .values({ code: `KVT${tag}`, name: `Khu vực ${tag}`, region: 'south' })
    .returning({ id: areas.id });
  const [zone] = await t.database.db
    .insert(zones)
    .values({ code: `VT${tag}`, name: `Vùng ${tag}`, areaId: area!.id })
    .returning({ id: zones.id });
  return { areaId: area!.id, zoneId: zone!.id };
}

/** Inserts a staff record straight into the staff table (the staff module owns its API). */
export async function insertStaff(
  t: TestApp,
  input: {
    fullname?: string;
    areaId?: number | null;
    zoneId?: number | null;
    accountId?: number | null;
  } = {},
): Promise<{ id: number; code: string; fullname: string }> {
  staffSeq += 1;
  const code = `TS${randomBytes(3).toString('hex')}${staffSeq}`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      code,
      fullname: input.fullname ?? `Nhân sự ${staffSeq}`,
      areaId: input.areaId ?? null,
      zoneId: input.zoneId ?? null,
      accountId: input.accountId ?? null,
    })
    .returning({ id: staff.id, code: staff.code, fullname: staff.fullname });
  return row!;
}

/** A valid create body: a 12-month fixed-term contract starting 10 days ago. */
export function validBody(staffId: number, overrides: Partial<EmployeeContractBodyInput> = {}) {
  const start = daysFromToday(-10);
  return {
    staff_id: staffId,
    contract_type: 'fixed_12',
    start_date: start,
    end_date: addCalendarDays(start, 300),
    position_title: 'Nhân viên bán hàng',
    basic_salary: 8_500_000,
    insurance_salary: 8_000_000,
    salary_type: 'monthly',
    working_time: 'full_time',
    insurance_type: 'compulsory_full',
    benefits: [
      { benefit_id: 4, amount: 730_000 },
      { benefit_id: 5, amount: 500_000 },
    ],
    accounting_journal: '6421',
    signing_date: daysFromToday(-12),
    note: 'Ghi chú',
    ...overrides,
  } as Record<string, unknown>;
}

/** A contract as the API answers it. */
export type ContractData = ResponseOf<typeof employeeContractApi.create>;

export async function createContract(client: Client, body: Record<string, unknown>) {
  return dataOf(await call(employeeContractApi.create, { raw: true, as: client, body }));
}

/** Runs a status action through the GET form; `action` may be one the contract does not know. */
export function act(
  client: Client,
  id: number,
  action: string,
  extra: { reason?: string; end_date?: string } = {},
) {
  return call(employeeContractApi.action, {
    raw: true,
    as: client,
    params: { id },
    query: { action, ...extra },
  });
}

/** A multipart/form-data body with one file part named `file`. */
export function multipartFile(filename: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = `----kenh${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
