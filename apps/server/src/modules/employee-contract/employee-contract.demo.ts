import { asc, eq, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  addCalendarMonths,
  employeeContractApi,
  todayInVietnam,
  type EmployeeContractAction,
  type EmployeeContractBodyInput,
} from '@kenh/contract';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { positions } from '../organization/index.js';
import { staff } from '../staff/index.js';
import { createEmployeeContractService, type ContractLoad } from './employee-contract.service.js';
import { employeeContracts } from './employee-contract.tables.js';

type Outcome = 'draft' | 'pending' | 'approved' | 'active' | 'terminated' | 'expired';

/** Every 20 staff: 1 draft, 1 pending, 1 approved, 1 terminated, 1 expired, 15 active. */
const OUTCOMES: readonly Outcome[] = [
  'draft',
  'pending',
  'approved',
  'terminated',
  'expired',
  ...Array<Outcome>(15).fill('active'),
];

const STEPS: Record<Outcome, { action: EmployeeContractAction; reason?: string; end_date?: string }[]> = {
  draft: [],
  pending: [{ action: 'submit' }],
  approved: [{ action: 'submit' }, { action: 'approve' }],
  active: [{ action: 'submit' }, { action: 'approve' }, { action: 'activate' }],
  expired: [{ action: 'submit' }, { action: 'approve' }, { action: 'activate' }],
  terminated: [{ action: 'submit' }, { action: 'approve' }, { action: 'activate' }],
};

/** Monthly basic salary (VND) by position, a little different per person. */
function salaryOf(position: string | null, i: number): number {
  const p = (position ?? '').toLowerCase();
  const base = p.includes('chủ tịch')
    ? 120_000_000
    : p.includes('phó tổng')
      ? 70_000_000
      : p.includes('tổng giám đốc')
        ? 95_000_000
        : p.includes('trưởng vùng') || p.includes('trưởng miền')
          ? 40_000_000
          : p.includes('giám sát') || p.includes('trưởng phòng') || p.includes('kế toán trưởng')
            ? 22_000_000
            : p.includes('kế toán') || p.includes('nhân sự') || p.includes('quản trị')
              ? 13_000_000
              : 8_500_000;
  return base + (i % 7) * 250_000;
}

/**
 * One contract per demo staff member (docs/employee-contract.md), through the contract service's
 * bulk load with the bodies the endpoints parse, so the same rules apply (codes, status machine,
 * status history, audit, notices for those waiting for approval): most active, some draft, pending
 * or approved, a few terminated or expired. Runs after the staff seed; does nothing when contracts
 * exist already.
 */
export async function seedEmployeeContractDemo({ ctx, admin }: SeedContext): Promise<void> {
  const { db } = ctx;
  const caller = await admin();
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(employeeContracts);
  if ((existing?.n ?? 0) > 0) return;
  const people = await db
    .select({ id: staff.id, accountId: staff.accountId, position: positions.name, joinDate: staff.joinDate })
    .from(staff)
    .leftJoin(positions, eq(positions.id, staff.positionId))
    .orderBy(asc(staff.id));
  const signer =
    people.find((p) => p.position === 'Tổng giám đốc' && p.accountId !== null)?.accountId ?? null;
  const today = todayInVietnam();
  const action = (input: Record<string, unknown>) => employeeContractApi.actionPost.body.parse(input);
  const loads: ContractLoad[] = [];

  for (const [i, person] of people.entries()) {
    const outcome = OUTCOMES[i % OUTCOMES.length]!;
    const position = person.position;
    const senior = /chủ tịch|giám đốc|trưởng/i.test(position ?? '');
    const sales = /thị trường|bán hàng|giám sát|trưởng vùng/i.test(position ?? '');
    let body: Omit<EmployeeContractBodyInput, 'signing_date'>;
    const common = {
      staff_id: person.id,
      basic_salary: salaryOf(position, i),
      salary_type: 'monthly' as const,
      working_time: 'full_time' as const,
      insurance_type: 'compulsory_full' as const,
      accounting_journal: sales ? '6421' : '6422',
      signer_id: signer,
      benefits: [
        { benefit_id: 4, amount: 730_000 },
        ...(sales ? [{ benefit_id: 5, amount: 800_000 }] : []),
        { benefit_id: 6, amount: senior ? 1_000_000 : 300_000 },
      ],
      ...(position ? {} : { position_title: 'Nhân viên' }),
    };
    if (outcome === 'expired') {
      const start = addCalendarDays(today, -420 - (i % 30));
      body = {
        ...common,
        contract_type: 'fixed_12',
        start_date: start,
        end_date: addCalendarDays(addCalendarMonths(start, 12), -1),
      };
    } else if (outcome === 'terminated') {
      const start = addCalendarDays(today, -200 - (i % 30));
      body = {
        ...common,
        contract_type: 'fixed_24',
        start_date: start,
        end_date: addCalendarDays(addCalendarMonths(start, 24), -1),
      };
    } else if (outcome === 'draft' || outcome === 'pending' || outcome === 'approved') {
      const start = addCalendarDays(today, i % 2 === 0 ? 5 : -3);
      body = {
        ...common,
        contract_type: 'probation',
        start_date: start,
        end_date: addCalendarDays(start, 59),
      };
    } else if (senior || i % 3 === 0) {
      const start = addCalendarDays(today, -700 - (i % 200));
      body = { ...common, contract_type: 'indefinite', start_date: start, end_date: null };
    } else {
      const months = i % 3 === 1 ? 12 : 36;
      const start = addCalendarDays(today, -30 - ((i * 13) % 300));
      body = {
        ...common,
        contract_type: months === 12 ? 'fixed_12' : 'fixed_36',
        start_date: start,
        end_date: addCalendarDays(addCalendarMonths(start, months), -1),
      };
    }
    const signing = addCalendarDays(body.start_date, -3);
    loads.push({
      body: employeeContractApi.create.body.parse({
        ...body,
        signing_date: signing > today ? today : signing,
      }),
      actions: [
        ...STEPS[outcome].map(action),
        ...(outcome === 'terminated'
          ? [
              action({
                action: 'terminate',
                reason: 'Người lao động xin nghỉ việc',
                end_date: addCalendarDays(today, -10),
              }),
            ]
          : []),
      ],
    });
  }
  await createEmployeeContractService(ctx).createMany(caller, loads);
}
