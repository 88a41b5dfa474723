import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PriceListStatus, PriceScopeLevel, PriceSystem } from '@kenh/contract';
import { recordAudits, type AuditEntry } from '../../platform/audit/audit.js';
import { takeNumbers } from '../../platform/codes/code-counters.js';
import type { DbOrTx } from '../../platform/db/database.js';
import type { SeedContext } from '../../platform/modules/manifest.js';
import { accounts } from '../account/index.js';
import { areas } from '../locate/index.js';
import { products, productVariants, variantUnits } from '../product/index.js';
import { insertItems, type ItemValue } from './price-list-items.repository.js';
import { scopeKeyOf } from './price-list.repository.js';
import { priceLists, priceListTargets } from './price-list.tables.js';

const DAY = 86_400_000;

interface VariantUnit {
  variantId: number;
  unitId: number;
  factor: number;
}

/** A believable base price (VND) of one base unit: 5,000–45,000, fixed per variant. */
const basePrice = (variantId: number) => 5_000 + ((variantId * 7919) % 40_000);
/** Distributors buy below grocery stores, which buy below e-commerce customers. */
const SYSTEM_FACTOR: Record<'NPP' | 'CHTH' | 'KH', number> = { NPP: 0.82, CHTH: 0.9, KH: 1 };
/** Whole hundreds of VND, as price lists are written. */
const round = (vnd: number) => Math.max(100, Math.round(vnd / 100) * 100);

function pricesOf(
  units: readonly VariantUnit[],
  system: 'NPP' | 'CHTH' | 'KH',
  step: number,
  pick: (u: VariantUnit) => boolean = () => true,
): ItemValue[] {
  return units.filter(pick).map((u) => ({
    variantId: u.variantId,
    unitId: u.unitId,
    // Each step of the history is about 3 % dearer; bigger units a little cheaper per base unit.
    price: round(
      basePrice(u.variantId) *
        SYSTEM_FACTOR[system] *
        (1 + 0.03 * step) *
        u.factor *
        (u.factor > 1 ? 0.97 : 1),
    ),
  }));
}

interface DemoList {
  name: string;
  system: PriceSystem;
  scope: PriceScopeLevel;
  targets: number[];
  from: Date;
  status: PriceListStatus;
  author: number | null;
  approver: number | null;
  items: ItemValue[];
  note?: string;
  rejection?: string;
}

async function idsOf(db: DbOrTx, usernames: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(inArray(accounts.username, [...usernames]));
  return new Map(rows.map((r) => [r.username, r.id]));
}

/**
 * Demo price lists on the seeded catalogue (the product demo runs first): system-wide lists for
 * distributors (NPP), grocery stores (CHTH) and e-commerce (KH) with a history of replaced lists
 * from past months, regional lists for the first areas, one change waiting for approval (drafted by
 * `truongvung`, for `tonggiamdoc`), a rejected one and a draft. Only variants that exist are priced.
 */
export async function seedDemoPriceLists({ ctx }: SeedContext): Promise<void> {
  const db = ctx.db;
  const [seeded] = await db.select({ n: sql<number>`count(*)::int` }).from(priceLists);
  if (seeded!.n > 0) return;
  const units: VariantUnit[] = await db
    .select({ variantId: variantUnits.variantId, unitId: variantUnits.unitId, factor: variantUnits.factor })
    .from(variantUnits)
    .innerJoin(productVariants, eq(productVariants.id, variantUnits.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      sql`${products.direction} = 'out' and ${products.status} = 'active' and ${productVariants.status} = 'active'`,
    )
    .orderBy(asc(variantUnits.variantId), asc(variantUnits.factor));
  if (units.length === 0) return;
  const people = await idsOf(db, ['truongvung', 'giamsat', 'tonggiamdoc', 'photonggiamdoc']);
  const seller = people.get('truongvung') ?? null;
  const supervisor = people.get('giamsat') ?? seller;
  const boss = people.get('tonggiamdoc') ?? null;
  const deputy = people.get('photonggiamdoc') ?? boss;
  const regions = await db.select({ id: areas.id, name: areas.name }).from(areas).orderBy(areas.id).limit(3);
  const now = Date.now();
  const monthsAgo = (n: number) => new Date(now - n * 30 * DAY);
  const lists: DemoList[] = [];

  for (const system of ['NPP', 'CHTH', 'KH'] as const) {
    const label = { NPP: 'nhà phân phối', CHTH: 'cửa hàng tạp hoá', KH: 'khách hàng TMĐT' }[system];
    [6, 3, 1].forEach((ago, step) =>
      lists.push({
        name: `Bảng giá ${label} toàn quốc T${new Date(monthsAgo(ago)).getMonth() + 1}/${new Date(monthsAgo(ago)).getFullYear()}`,
        system,
        scope: 'system',
        targets: [],
        from: monthsAgo(ago),
        status: step < 2 ? 'replaced' : 'active',
        author: seller,
        approver: step === 1 ? deputy : boss,
        items: pricesOf(units, system, step),
      }),
    );
  }
  regions.slice(0, 2).forEach((area, i) => {
    for (const system of ['NPP', 'CHTH'] as const)
      lists.push({
        name: `Giá ưu đãi ${system} ${area.name}`,
        system,
        scope: 'area',
        targets: [area.id],
        from: monthsAgo(1 + i),
        status: 'active',
        author: supervisor,
        approver: boss,
        // Every third variant 4 % below the national list: the regional push of the quarter.
        items: pricesOf(units, system, 1, (u) => u.variantId % 3 === i).map((p) => ({
          ...p,
          price: round(p.price * 0.96),
        })),
        note: 'Hỗ trợ giá theo chương trình đẩy hàng của vùng',
      });
  });
  const inDays = (n: number) => new Date(now + n * DAY);
  lists.push({
    name: 'Điều chỉnh giá NPP toàn quốc (tăng giá dầu ăn, sữa)',
    system: 'NPP',
    scope: 'system',
    targets: [],
    from: inDays(3),
    status: 'pending',
    author: seller,
    approver: null,
    items: pricesOf(units, 'NPP', 3),
    note: 'Nhà cung cấp tăng giá từ đầu tháng; đề nghị Ban giám đốc duyệt',
  });
  if (regions[2])
    lists.push({
      name: `Giá CHTH ${regions[2].name} (đề xuất giảm sâu)`,
      system: 'CHTH',
      scope: 'area',
      targets: [regions[2].id],
      from: inDays(5),
      status: 'rejected',
      author: supervisor,
      approver: null,
      items: pricesOf(units, 'CHTH', 0, (u) => u.variantId % 4 === 0).map((p) => ({
        ...p,
        price: round(p.price * 0.85),
      })),
      rejection: 'Mức giảm 15 % vượt ngân sách hỗ trợ của quý, đề nghị tối đa 5 %',
    });
  lists.push({
    name: 'Bảng giá TMĐT khuyến mãi cuối năm (nháp)',
    system: 'KH',
    scope: 'system',
    targets: [],
    from: inDays(20),
    status: 'draft',
    author: seller,
    approver: null,
    items: pricesOf(units, 'KH', 2, (u) => u.variantId % 2 === 0),
  });

  await db.transaction(async (tx) => {
    const first = await takeNumbers(tx, 'price_list', lists.length);
    // Each replaced list ends where the next one of its system starts.
    const inserted = await tx
      .insert(priceLists)
      .values(
        lists.map((l, i) => {
          const approved = l.approver !== null;
          const submitted = l.status !== 'draft';
          return {
            code: `BG${String(first + i).padStart(6, '0')}`,
            name: l.name,
            note: l.note ?? null,
            system: l.system,
            scopeLevel: l.scope,
            scopeKey: scopeKeyOf(l.scope, l.targets),
            effectiveFrom: l.from,
            status: l.status,
            itemCount: l.items.length,
            submittedBy: submitted ? l.author : null,
            submittedAt: submitted ? new Date(Math.min(now, l.from.getTime()) - 2 * DAY) : null,
            approvedBy: approved ? l.approver : null,
            approvedAt: approved ? new Date(l.from.getTime() - DAY) : null,
            rejectedBy: l.status === 'rejected' ? boss : null,
            rejectedAt: l.status === 'rejected' ? new Date(now - DAY) : null,
            rejectionReason: l.rejection ?? null,
            activatedAt: l.status === 'active' || l.status === 'replaced' ? l.from : null,
            createdBy: l.author,
            updatedBy: l.author,
            createdAt: new Date(Math.min(now, l.from.getTime()) - 4 * DAY),
          };
        }),
      )
      .returning({ id: priceLists.id });
    const targets = lists.flatMap((l, i) =>
      l.targets.map((areaId) => ({ priceListId: inserted[i]!.id, areaId })),
    );
    if (targets.length > 0) await tx.insert(priceListTargets).values(targets);
    for (const [i, list] of lists.entries()) await insertItems(tx, inserted[i]!.id, list.items);
    // Replaced lists ended when their successor started.
    await tx.execute(sql`
      update price_lists o set ended_at = (select min(n.effective_from) from price_lists n
        where n.system = o.system and n.scope_key = o.scope_key and n.effective_from > o.effective_from
          and n.status in ('active', 'replaced'))
      where o.status = 'replaced'`);
    const trail: AuditEntry[] = lists.flatMap((l, i) => {
      const entityId = inserted[i]!.id;
      const steps: AuditEntry[] = [
        {
          entity: 'price_list',
          entityId,
          action: 'create',
          actorId: l.author,
          after: { name: l.name, status: 'draft' },
        },
      ];
      if (l.status !== 'draft')
        steps.push({
          entity: 'price_list',
          entityId,
          action: 'submit',
          actorId: l.author,
          after: { status: 'pending' },
        });
      if (l.approver !== null)
        steps.push({
          entity: 'price_list',
          entityId,
          action: 'approve',
          actorId: l.approver,
          after: { status: 'approved' },
        });
      if (l.status === 'rejected')
        steps.push({
          entity: 'price_list',
          entityId,
          action: 'reject',
          actorId: boss,
          after: { status: 'rejected', rejection_reason: l.rejection },
        });
      return steps;
    });
    await recordAudits(tx, trail);
  });
}
