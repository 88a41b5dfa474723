import { inArray, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import { bulkLoad } from '../../platform/db/bulk-load.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { accounts } from '../account/index.js';
import { ensureRoom } from '../access/index.js';
import { partnerProfiles } from '../partner/index.js';
import { insertFlow, insertOrderType, replaceFlowSteps } from './order-flow.repository.js';
import { orders } from './order.tables.js';

/** About a year of orders, the demo network's volume. */
export const DEMO_ORDER_COUNT = 20_000;
/** Tết (lunar new year) days: ordering peaks in the month before. */
const TET = ['2025-01-29', '2026-02-17', '2027-02-06', '2028-01-26', '2029-02-13'];

/** The most recent Tết on or before `now` (the demo's seasonal peak). */
export function lastTet(now: Date): Date {
  const past = TET.map((d) => new Date(`${d}T00:00:00+07:00`)).filter((d) => d <= now);
  return past.at(-1) ?? new Date(`${TET[0]}T00:00:00+07:00`);
}

async function idsOf(db: DbOrTx, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, [...usernames]));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/** The tables the demo loads in bulk (platform `bulkLoad`: indexes rebuilt once, no per-row triggers). */
const BULK_TABLES = ['orders', 'order_lines', 'order_approval_steps', 'order_events'];

const present = (ids: (number | undefined)[]) => ids.filter((id): id is number => id !== undefined);

/** A deterministic fraction in [0, 1) of the order number `g`, independent per salt (reproducible). */
const h = (salt: number) => sql.raw(`(abs(hashint4extended(g, ${salt})) % 1000000) / 1000000.0`);

/**
 * Demo orders (docs/orders.md "Demo data"): approval rooms, a one-step flow for stores and
 * e-commerce, a three-step flow with a credit step for distributors, order types, credit limits,
 * and ~20,000 orders over the last twelve months with a Tết peak, in every status, each priced from
 * the system-wide list in force when it was placed; the latest pending ones wait for the demo
 * approvers (`truongvung`, `giamsat`). Set-based SQL: a handful of statements whatever the count.
 */
export async function seedDemoOrders({ ctx }: SeedContext): Promise<void> {
  const db = ctx.db;
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (seeded!.n > 0) return;
  const people = await idsOf(db, [
    'admin',
    'truongvung',
    'giamsat',
    'tonggiamdoc',
    'photonggiamdoc',
    'ketoan',
  ]);
  const admin = people.get('admin') ?? null;
  await db.transaction(async (tx) => {
    const sales = await ensureRoom(
      tx,
      'Phòng kinh doanh',
      'AD',
      present([people.get('truongvung'), people.get('giamsat')]),
      admin,
    );
    const board = await ensureRoom(
      tx,
      'Ban giám đốc',
      'AD',
      present([people.get('tonggiamdoc'), people.get('photonggiamdoc')]),
      admin,
    );
    const accounting = await ensureRoom(tx, 'Phòng kế toán', 'KT', present([people.get('ketoan')]), admin);

    const stores = await insertFlow(tx, {
      name: 'Duyệt đơn cửa hàng',
      description: 'Một bước: phòng kinh doanh xác nhận đơn của cửa hàng và khách TMĐT',
      systems: ['CHTH', 'KH', 'CTV', 'NVTT'],
      isDefault: true,
      createdBy: admin,
    });
    await replaceFlowSteps(tx, stores, [
      {
        flowId: stores,
        position: 1,
        name: 'Kinh doanh xác nhận',
        system: 'AD',
        roomId: sales,
        remindAfterHours: 24,
        escalateAfterHours: 48,
        escalateRoomId: board,
      },
    ]);
    const distributors = await insertFlow(tx, {
      name: 'Duyệt đơn nhà phân phối',
      description: 'Kinh doanh xác nhận, kế toán kiểm tra công nợ khi vượt hạn mức, giám đốc duyệt đơn lớn',
      systems: ['NPP'],
      isDefault: true,
      createdBy: admin,
    });
    await replaceFlowSteps(tx, distributors, [
      {
        flowId: distributors,
        position: 1,
        name: 'Kinh doanh xác nhận',
        system: 'AD',
        roomId: sales,
        remindAfterHours: 8,
        escalateAfterHours: 24,
        escalateRoomId: board,
      },
      {
        flowId: distributors,
        position: 2,
        name: 'Kế toán kiểm tra công nợ',
        system: 'KT',
        roomId: accounting,
        creditExceeded: true,
        remindAfterHours: 8,
      },
      {
        flowId: distributors,
        position: 3,
        name: 'Ban giám đốc duyệt',
        system: 'AD',
        roomId: board,
        minAmount: 50_000_000,
        minDiscountBp: 500,
        remindAfterHours: 24,
      },
    ]);
    const sale = await insertOrderType(tx, { code: 'BAN', name: 'Đơn bán hàng', createdBy: admin });
    await insertOrderType(tx, { code: 'KM', name: 'Đơn hàng khuyến mãi', createdBy: admin });
    await insertOrderType(tx, { code: 'DOI', name: 'Đơn đổi trả', createdBy: admin });

    const first = await takeNumbers(tx, 'order', DEMO_ORDER_COUNT);
    const now = new Date();
    const at = sql`${now.toISOString()}::timestamptz`;
    const tet = sql`${lastTet(now).toISOString()}::timestamptz`;

    await bulkLoad(tx, BULK_TABLES, async () => {
      // 1. Orders: who, when (a fifth in the five weeks before Tết), and a status fitting their age.
      await tx.execute(sql`
        with partners as (
          select a.id, row_number() over (order by a.id)::int as rn
          from accounts a where a.type in ('NPP', 'CHTH') and a.is_deleted = false and a.is_active
        ),
        gen as (
          select g,
            case when g % 5 = 0 then ${tet} - make_interval(secs => (${h(11)} * 35 * 86400)::int)
                 else ${at} - make_interval(secs => (${h(13)} * 365 * 86400)::int) end as created_at,
            ${h(17)} as s,
            1 + (abs(hashint4extended(g, 19)) % greatest((select count(*) from partners), 1))::int as pick
          from generate_series(1, ${DEMO_ORDER_COUNT}) g
        ),
        chosen as (select gen.*, partners.id as account_id from gen join partners on partners.rn = gen.pick),
        placed as (
          select gen.*, a.type as system, a.area_id, a.zone_id,
            extract(epoch from ${at} - gen.created_at) / 86400 as age
          from chosen gen join accounts a on a.id = gen.account_id
        )
        insert into orders (code, status, account_id, account_system, area_id, zone_id, seller_id, order_type_id,
          flow_id, delivery_address, approval_round, current_step, submitted_at, approved_at, delivered_at,
          created_by, updated_by, created_at, updated_at)
        -- Codes and ids follow the order dates, as real orders get them ("newest" sorts by id).
        select 'DH' || lpad((${first}::int + (row_number() over (order by created_at, g))::int - 1)::text, 6, '0'),
          st.status, account_id, system, area_id, zone_id,
          case when system = 'CHTH' then (select pp.distributor_id from ${partnerProfiles} pp where pp.account_id = placed.account_id) end,
          ${sale}::int,
          case when system = 'NPP' then ${distributors}::int else ${stores}::int end,
          'Giao tại địa chỉ đăng ký của khách hàng',
          case when st.status = 'draft' then 0 else 1 end,
          case when st.status = 'pending' then 1 end,
          case when st.status <> 'draft' then created_at + interval '10 minutes' end,
          case when st.status in ('approved', 'shipping', 'delivered', 'completed', 'returned') then created_at + interval '5 hours' end,
          case when st.status in ('delivered', 'completed', 'returned') then created_at + interval '3 days' end,
          account_id, account_id, created_at, created_at
        from placed, lateral (select case
            when age < 3 then case when s < 0.2 then 'draft' when s < 0.6 then 'pending' when s < 0.8 then 'approved'
                                   when s < 0.95 then 'shipping' else 'delivered' end
            when age < 14 then case when s < 0.03 then 'draft' when s < 0.08 then 'pending' when s < 0.25 then 'approved'
                                    when s < 0.45 then 'shipping' when s < 0.8 then 'delivered' when s < 0.9 then 'completed'
                                    when s < 0.95 then 'cancelled' else 'rejected' end
            else case when s < 0.8 then 'completed' when s < 0.87 then 'delivered' when s < 0.92 then 'cancelled'
                      when s < 0.96 then 'returned' else 'rejected' end
          end as status) st
        order by created_at, g`);

      // 2. Lines: 1–5 per order from the system-wide list of its system in force when it was placed.
      await tx.execute(sql`
        with lists as (
          select l.id, l.system, l.revision, l.effective_from, count(*)::int as n
          from price_lists l join price_list_items i on i.price_list_id = l.id
          where l.scope_level = 'system' and l.status in ('active', 'replaced', 'expired')
          group by l.id
        ),
        items as (
          select i.price_list_id, i.variant_id, i.unit_id, i.price,
            row_number() over (partition by i.price_list_id order by i.variant_id, i.unit_id)::int as rn
          from price_list_items i where i.price_list_id in (select id from lists)
        ),
        wanted as (
          select o.id as order_id, o.account_system, li.id as list_id, li.revision, j,
            1 + (abs(hashint4extended(o.id * 8 + j, 23)) % li.n)::int as rn
          from orders o
          join lateral (select * from lists where lists.system = o.account_system
            order by (lists.effective_from <= o.created_at) desc, lists.effective_from desc limit 1) li on true
          cross join lateral generate_series(1, 1 + o.id % 5) j
        ),
        picked as (
          select distinct on (w.order_id, it.variant_id, it.unit_id)
            w.order_id, w.j, w.list_id, w.revision, it.variant_id, it.unit_id, it.price, w.account_system,
            1 + (w.order_id * 31 + w.j * 17) % 20 as quantity
          from wanted w join items it on it.price_list_id = w.list_id and it.rn = w.rn
          order by w.order_id, it.variant_id, it.unit_id, w.j
        )
        insert into order_lines (order_id, position, variant_id, unit_id, unit_factor, quantity, unit_price,
          price_list_id, price_list_revision, discount_bp, gross_amount, discount_amount, line_total)
        select p.order_id, row_number() over (partition by p.order_id order by p.j), p.variant_id, p.unit_id,
          vu.factor, p.quantity, p.price, p.list_id, p.revision, d.bp, p.price * p.quantity,
          round(p.price * p.quantity * d.bp / 10000.0), p.price * p.quantity - round(p.price * p.quantity * d.bp / 10000.0)
        from picked p join variant_units vu on vu.variant_id = p.variant_id and vu.unit_id = p.unit_id,
          lateral (select case when p.account_system = 'NPP' and (p.order_id + p.j) % 9 = 0 then 300 else 0 end as bp) d`);

      await tx.execute(sql`
        update orders o set line_count = t.n, subtotal = t.gross, discount = t.disc, total = t.gross - t.disc
        from (select order_id, count(*)::int as n, sum(gross_amount) as gross, sum(discount_amount) as disc
              from order_lines group by order_id) t
        where t.order_id = o.id`);
      // Orders whose system had no list (no lines) are not kept.
      await tx.execute(sql`delete from orders where line_count = 0`);

      // 3. Approval steps of every submitted order, copied from its flow: applicable steps decided by
      //    the room's first member, the pending ones waiting at step 1, rejected ones refused at step 1.
      await tx.execute(sql`
        insert into order_approval_steps (order_id, round, position, name, system, room_id, matched, state,
          remind_after_hours, escalate_after_hours, escalate_room_id, waiting_since, reminded_at, escalated_at,
          decided_by, decided_at, reason)
        select o.id, 1, s.position, s.name, s.system, s.room_id,
          case when s.min_amount is not null and o.total > s.min_amount then '{amount_above}'::text[] else '{}'::text[] end,
          st.state, s.remind_after_hours, s.escalate_after_hours, s.escalate_room_id,
          case when st.state = 'waiting' then o.submitted_at end,
          -- Steps waiting since before the demo began were reminded and escalated back then: the
          -- scheduler's first run must not flood the approvers with the past's notices.
          case when st.state = 'waiting' and o.submitted_at + make_interval(hours => s.remind_after_hours) < ${at}
            then o.submitted_at + make_interval(hours => s.remind_after_hours) end,
          case when st.state = 'waiting' and o.submitted_at + make_interval(hours => s.escalate_after_hours) < ${at}
            then o.submitted_at + make_interval(hours => s.escalate_after_hours) end,
          case when st.state in ('approved', 'rejected') then fm.account_id end,
          case when st.state in ('approved', 'rejected') then o.submitted_at + make_interval(hours => s.position) end,
          case when st.state = 'rejected' then 'Hết hàng trong kho, đề nghị đặt lại sau' end
        from orders o join order_flow_steps s on s.flow_id = o.flow_id
          left join (select room_id, min(account_id) as account_id from room_members group by room_id) fm
            on fm.room_id = s.room_id,
          lateral (select case
            when s.credit_exceeded or (s.min_amount is not null and o.total <= s.min_amount) then 'skipped'
            when o.status = 'pending' then case when s.position = 1 then 'waiting' else 'upcoming' end
            when o.status = 'rejected' then case when s.position = 1 then 'rejected' else 'upcoming' end
            when o.status = 'cancelled' then case when s.position = 1 then 'approved' else 'upcoming' end
            else 'approved' end as state) st
        where o.status <> 'draft'`);
      await tx.execute(
        sql`update orders set approved_at = null, current_step = null where status = 'cancelled'`,
      );

      // 4. History: created, submitted, decided, and the latest status change.
      await tx.execute(sql`
        insert into order_events (order_id, kind, from_status, to_status, step_position, actor_id, reason, created_at)
        select o.id, 'created', null::text, 'draft', null::smallint, o.created_by, null::text, o.created_at from orders o
        union all
        select o.id, 'submitted', 'draft', 'pending', null, o.created_by, null, o.submitted_at
          from orders o where o.submitted_at is not null
        union all
        select s.order_id, case s.state when 'approved' then 'step_approved' else 'rejected' end, 'pending',
          case s.state when 'approved' then 'pending' else 'rejected' end, s.position, s.decided_by, s.reason, s.decided_at
          from order_approval_steps s where s.state in ('approved', 'rejected')
        union all
        select o.id, 'approved', 'pending', 'approved', null, null, null, o.approved_at
          from orders o where o.approved_at is not null
        union all
        select o.id, 'status_changed', 'approved', o.status, null, null,
          case o.status when 'cancelled' then 'Khách hàng đổi ý' when 'returned' then 'Hàng giao bị lỗi bao bì' end,
          coalesce(o.delivered_at, o.approved_at, o.submitted_at) + interval '1 hour'
          from orders o where o.status in ('shipping', 'delivered', 'completed', 'returned', 'cancelled')`);

      // 5. Money: completed orders mostly paid; credit limits for the distributors.
      await tx.execute(sql`
        insert into order_payments (account_id, amount, paid_on, note, created_by, created_at, updated_at)
        select o.account_id, (sum(o.total) * 0.9)::bigint, to_char(max(o.delivered_at) + interval '20 days', 'YYYY-MM-DD'),
          'Thanh toán chuyển khoản', ${admin}::int, max(o.delivered_at) + interval '20 days', max(o.delivered_at) + interval '20 days'
        from orders o where o.status = 'completed' group by o.account_id having sum(o.total) > 0`);
      await tx.execute(sql`
        insert into order_credit_limits (account_id, credit_limit, payment_term_days, created_by)
        select a.id, 500000000, 30, ${admin}::int from accounts a where a.type = 'NPP' and a.is_deleted = false`);
    });

    await recordAudits(tx, [
      {
        entity: 'order_flow',
        entityId: stores,
        action: 'create',
        actorId: admin,
        after: { name: 'Duyệt đơn cửa hàng' },
      },
      {
        entity: 'order_flow',
        entityId: distributors,
        action: 'create',
        actorId: admin,
        after: { name: 'Duyệt đơn nhà phân phối' },
      },
    ]);
  });
}
