import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  FILE_DOWNLOAD_PATH,
  PRICE_LIST_EXPORT_PATH,
  PRICE_LIST_IMPORT_TEMPLATE_PATH,
  priceListApi,
  type PriceListCreateBody,
} from '@kenh/contract';
import sharp from 'sharp';
import { PDF } from '../../platform/files/file-fixtures.testing.js';
import { multipartForm } from '../../testing/multipart.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { createTestAccount } from '../../testing/accounts.js';
import { call, callData, clientFor, type Client } from '../../testing/api-client.js';
import { createTestApp, testCaller, type TestApp } from '../../testing/test-app.js';
import { createPriceListScheduler, nextDueAt, runDue } from './price-list-scheduler.js';
import { insertArea, insertProduct, insertUnits, type KitVariant } from './price-list.test-kit.js';

const MINUTE = 60_000;
const inMinutes = (n: number) => new Date(Date.now() + n * MINUTE).toISOString();

describe('price-list: drafting, four eyes, scheduled application, preview, resolver', () => {
  let t: TestApp;
  let author: Client;
  let editor: Client;
  let approver: Client;
  let reader: Client;
  let ids: { author: number; editor: number; approver: number; npp: number };
  let units: { piece: number; box: number; other: number };
  let water: KitVariant[];
  let place: { areaId: number; zoneId: number };

  const body = (over: Partial<PriceListCreateBody> = {}): PriceListCreateBody => ({
    name: 'Bảng giá NPP tháng 12',
    system: 'NPP',
    scope_level: 'system',
    target_ids: [],
    effective_from: inMinutes(10),
    items: [
      { variant_id: water[0]!.variantId, unit_id: units.piece, price: 5_000 },
      { variant_id: water[0]!.variantId, unit_id: units.box, price: 110_000 },
      { variant_id: water[1]!.variantId, unit_id: units.piece, price: 6_000 },
    ],
    ...over,
  });
  const sqlRows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
  const auditActions = async (id: number) =>
    (
      await sqlRows<{ action: string }>(
        sql`select action from audit_log where entity = 'price_list' and entity_id = ${String(id)} order by id`,
      )
    ).map((r) => r.action);
  /** Moves a list's start into the past (tests cannot wait a minute for a real start). */
  const startedAgo = (id: number, minutes: number) =>
    t.database.db.execute(
      sql`update price_lists set effective_from = now() - make_interval(mins => ${minutes}::int) where id = ${id}::int`,
    );
  async function approvedList(over: Partial<PriceListCreateBody> = {}): Promise<number> {
    const list = await callData(priceListApi.create, { as: author, body: body(over) });
    await callData(priceListApi.status, { as: author, params: { id: list.id }, body: { action: 'submit' } });
    await callData(priceListApi.status, {
      as: approver,
      params: { id: list.id },
      body: { action: 'approve' },
    });
    return list.id;
  }

  beforeAll(async () => {
    const callers = {
      author: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.manage'] }),
      editor: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.manage'] }),
      approver: testCaller({ permissions: ['pricelistproduct', 'pricelistproduct.approve'] }),
      reader: testCaller({ permissions: ['pricelistproduct'] }),
    };
    t = await createTestApp({}, { callers });
    const db = t.database.db;
    place = await insertArea(db);
    ids = {
      author: (await createTestAccount(t, { fullname: 'Phạm Hoàng Dũng' })).id,
      editor: (await createTestAccount(t)).id,
      approver: (await createTestAccount(t, { fullname: 'Trần Quốc Bảo' })).id,
      npp: (await createTestAccount(t, { type: 'NPP', areaId: place.areaId, zoneId: place.zoneId })).id,
    };
    // The callers act as real accounts: notifications and names point at them.
    callers.author.accountId = ids.author;
    callers.editor.accountId = ids.editor;
    callers.approver.accountId = ids.approver;
    const as = (token: string, id: number) => clientFor(t, id, { authorization: `Bearer ${token}` });
    author = as('author', ids.author);
    editor = as('editor', ids.editor);
    approver = as('approver', ids.approver);
    reader = as('reader', 1);
    units = await insertUnits(db);
    water = await insertProduct(db, units, { count: 2 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('drafts a list, reads it in both generations, and audits every price', async () => {
    const created = await callData(priceListApi.create, { as: author, body: body() });
    expect(created).toMatchObject({ status: 'draft', revision: 1, item_count: 3, system: 'NPP' });
    expect(created.code).toMatch(/^BG\d{6}$/);
    expect(created.created_by).toEqual({ id: ids.author, name: 'Phạm Hoàng Dũng' });

    const v1 = await callData(priceListApi.v1Get, { as: reader, params: { id: created.id } });
    expect(v1.id).toBe(created.id);
    const items = await callData(priceListApi.items, {
      as: reader,
      params: { id: created.id },
      query: { page_size: 2 },
    });
    expect(items.total).toBe(3);
    expect(items.results).toHaveLength(2);
    const page = await callData(priceListApi.list, {
      as: reader,
      body: { stage: 'working', search: created.code },
    });
    expect(page.results.map((r) => r.id)).toEqual([created.id]);
    const v1Page = await callData(priceListApi.v1List, {
      as: reader,
      body: { stage: 'history', search: created.code },
    });
    expect(v1Page.total).toBe(0);

    const updated = await callData(priceListApi.update, {
      as: editor,
      params: { id: created.id },
      body: body({ items: [{ variant_id: water[0]!.variantId, unit_id: units.piece, price: 5_500 }] }),
    });
    expect(updated).toMatchObject({ revision: 2, item_count: 1, last_edited_by: { id: ids.editor } });
    const [prices] = await sqlRows<{ diff: Record<string, { from: unknown; to: unknown }> }>(
      sql`select diff from audit_log where entity = 'price_list' and entity_id = ${String(created.id)}
          and action = 'prices' order by id desc limit 1`,
    );
    const changes = Object.values(prices!.diff);
    expect(changes).toContainEqual({ from: 5_000, to: 5_500 });
    expect(changes).toContainEqual({ from: 110_000, to: null });
    expect(await auditActions(created.id)).toEqual(['create', 'prices', 'prices', 'update']);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const [before] = await sqlRows<{ n: number }>(sql`select count(*)::int as n from price_lists`);
    const cases: [Partial<PriceListCreateBody>, string][] = [
      [{ scope_level: 'area', target_ids: [] }, 'target_ids'],
      [{ scope_level: 'system', target_ids: [place.areaId] }, 'target_ids'],
      [{ scope_level: 'area', target_ids: [999_999] }, 'target_ids.0'],
      [
        { items: [{ variant_id: water[0]!.variantId, unit_id: units.other, price: 1_000 }] },
        'items.0.unit_id',
      ],
      [{ items: [{ variant_id: 999_999, unit_id: units.piece, price: 1_000 }] }, 'items.0.variant_id'],
      [{ items: [{ variant_id: water[0]!.variantId, unit_id: units.piece, price: 0 }] }, 'items.0.price'],
      [{ effective_from: inMinutes(10), effective_to: inMinutes(5) }, 'effective_to'],
      [{ effective_from: 'ngày mai' }, 'effective_from'],
    ];
    for (const [over, field] of cases) {
      const result = await call(priceListApi.create, { as: author, raw: true, body: body(over) });
      expect(result.status, field).toBe(400);
      expect(
        result.errors.map((e) => e.field),
        field,
      ).toContain(field);
    }
    const duplicate = await call(priceListApi.create, {
      as: author,
      raw: true,
      body: body({
        items: [
          { variant_id: water[0]!.variantId, unit_id: units.piece, price: 1_000 },
          { variant_id: water[0]!.variantId, unit_id: units.piece, price: 2_000 },
        ],
      }),
    });
    expect(duplicate.errors.map((e) => e.field)).toEqual(['items.1.unit_id']);
    const wrongSystem = await call(priceListApi.create, {
      as: author,
      body: body({ system: 'CHTH', scope_level: 'account', target_ids: [ids.npp] }),
    });
    expect(wrongSystem.errors).toEqual([{ field: 'target_ids.0', message: expect.any(String) as string }]);
    const [after] = await sqlRows<{ n: number }>(sql`select count(*)::int as n from price_lists`);
    expect(after!.n).toBe(before!.n);
    expect((await call(priceListApi.create, { as: reader, body: body() })).status).toBe(403);
    expect((await call(priceListApi.get, { as: reader, params: { id: 999_999 } })).status).toBe(404);
  });

  it('submits, refuses self-approval, approves with four eyes, rejects with a reason, withdraws', async () => {
    const noStart = await callData(priceListApi.create, { as: author, body: body({ effective_from: null }) });
    const missing = await call(priceListApi.status, {
      as: author,
      params: { id: noStart.id },
      body: { action: 'submit' },
    });
    expect(missing.status).toBe(409);
    const soon = await callData(priceListApi.create, {
      as: author,
      body: body({ effective_from: inMinutes(0.5) }),
    });
    expect(
      (await call(priceListApi.status, { as: author, params: { id: soon.id }, body: { action: 'submit' } }))
        .status,
    ).toBe(409);

    const list = await callData(priceListApi.create, { as: author, body: body() });
    const pending = await callData(priceListApi.status, {
      as: author,
      params: { id: list.id },
      body: { action: 'submit' },
    });
    expect(pending).toMatchObject({ status: 'pending', submitted_by: { id: ids.author } });
    // Editing a pending list is refused: withdraw first.
    expect(
      (await call(priceListApi.update, { as: author, params: { id: list.id }, body: body() })).status,
    ).toBe(409);

    const own = await call(priceListApi.status, {
      as: author,
      params: { id: list.id },
      body: { action: 'approve' },
    });
    expect(own.status).toBe(403);
    const superSelf = await call(priceListApi.v1Apply, { as: author, params: { id: list.id }, body: {} });
    expect(superSelf.status).toBe(403);

    // An approver who also edited the list is one of its authors: refused (four eyes).
    const edited = await callData(priceListApi.create, { as: author, body: body() });
    await t.database.db.execute(
      sql`update price_lists set updated_by = ${ids.approver}::int where id = ${edited.id}::int`,
    );
    await callData(priceListApi.status, {
      as: author,
      params: { id: edited.id },
      body: { action: 'submit' },
    });
    const ownEdit = await call(priceListApi.status, {
      as: approver,
      params: { id: edited.id },
      body: { action: 'approve' },
    });
    expect(ownEdit.status).toBe(409);

    const approved = await callData(priceListApi.v1Apply, {
      as: approver,
      params: { id: list.id },
      body: {},
    });
    expect(approved).toMatchObject({ status: 'approved', approved_by: { id: ids.approver } });
    expect(
      (await call(priceListApi.update, { as: author, params: { id: list.id }, body: body() })).status,
    ).toBe(409);
    expect(
      (
        await call(priceListApi.status, {
          as: approver,
          params: { id: list.id },
          body: { action: 'approve' },
        })
      ).status,
    ).toBe(409);
    const notices = await sqlRows<{ user_id: number }>(
      sql`select user_id from notifications where custom_id = ${String(list.id)}`,
    );
    expect(notices.map((n) => n.user_id)).toContain(ids.author);

    const toReject = await callData(priceListApi.create, { as: author, body: body() });
    await callData(priceListApi.status, {
      as: author,
      params: { id: toReject.id },
      body: { action: 'submit' },
    });
    const noReason = await call(priceListApi.status, {
      as: approver,
      params: { id: toReject.id },
      body: { action: 'reject' },
    });
    expect(noReason.status).toBe(400);
    const rejected = await callData(priceListApi.status, {
      as: approver,
      params: { id: toReject.id },
      body: { action: 'reject', reason: 'Giá thùng quá thấp' },
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Giá thùng quá thấp' });
    const reworked = await callData(priceListApi.update, {
      as: author,
      params: { id: toReject.id },
      body: body(),
    });
    expect(reworked).toMatchObject({ status: 'draft', revision: 2 });

    await callData(priceListApi.status, {
      as: author,
      params: { id: reworked.id },
      body: { action: 'submit' },
    });
    const withdrawn = await callData(priceListApi.status, {
      as: author,
      params: { id: reworked.id },
      body: { action: 'withdraw' },
    });
    expect(withdrawn).toMatchObject({ status: 'draft', submitted_by: null });
    expect(await auditActions(toReject.id)).toEqual([
      'create',
      'prices',
      'submit',
      'reject',
      'update',
      'submit',
      'withdraw',
    ]);
    const bad = await call(priceListApi.status, {
      as: author,
      raw: true,
      params: { id: list.id },
      body: { action: 'explode' },
    });
    expect(bad.status).toBe(400);
  });

  it('applies lists at their moment: active, replaced by a newer list of the same scope, expired', async () => {
    const chth = (over: Partial<PriceListCreateBody>) => body({ system: 'CHTH', ...over });
    const first = await approvedList(chth({ effective_from: inMinutes(5) }));
    const second = await approvedList(chth({ effective_from: inMinutes(8) }));
    const short = await approvedList(
      chth({
        scope_level: 'area',
        target_ids: [place.areaId],
        effective_from: inMinutes(5),
        effective_to: inMinutes(7),
      }),
    );
    const early = await runDue(t.database.db, new Date(Date.now() + 2 * MINUTE));
    expect(early.activated).not.toContain(first);

    const at6 = await runDue(t.database.db, new Date(Date.now() + 6 * MINUTE));
    expect(at6.activated).toEqual(expect.arrayContaining([first, short]));
    const at9 = await runDue(t.database.db, new Date(Date.now() + 9 * MINUTE));
    expect(at9.activated).toContain(second);
    expect(at9.replaced).toContain(first);
    expect(at9.expired).toContain(short);
    const again = await runDue(t.database.db, new Date(Date.now() + 9 * MINUTE));
    expect([...again.activated, ...again.replaced, ...again.expired]).toEqual([]);

    const statuses = async (id: number) =>
      (await callData(priceListApi.get, { as: reader, params: { id } })).status;
    expect([await statuses(first), await statuses(second), await statuses(short)]).toEqual([
      'replaced',
      'active',
      'expired',
    ]);
    expect(await auditActions(first)).toEqual([
      'create',
      'prices',
      'submit',
      'approve',
      'activate',
      'replace',
    ]);
    const notices = await sqlRows<{ user_id: number; title: string }>(
      sql`select user_id, title from notifications where custom_id = ${String(second)} order by id`,
    );
    expect(notices.map((n) => n.title)).toContain('Bảng giá đã áp dụng');
  });

  it('runs the scheduler at start to catch up, knows the next due moment, and stops', async () => {
    const late = await approvedList(body({ system: 'CTV' }));
    await startedAgo(late, 5);
    const upcoming = await approvedList(body({ system: 'NVTT', effective_from: inMinutes(30) }));
    const errors: unknown[] = [];
    const scheduler = createPriceListScheduler(t.database.db, { onError: (e) => errors.push(e) });
    await scheduler.start();
    await scheduler.stop();
    expect(errors).toEqual([]);
    expect((await callData(priceListApi.get, { as: reader, params: { id: late } })).status).toBe('active');
    const start = (await callData(priceListApi.get, { as: reader, params: { id: upcoming } }))
      .effective_from!;
    const next = await nextDueAt(t.database.db, new Date());
    expect(next!.getTime()).toBeLessThanOrEqual(Date.parse(start));
  });

  it('clones a list into a draft with its scope and rows, audited on both', async () => {
    const source = await approvedList(body({ scope_level: 'zone', target_ids: [place.zoneId] }));
    const copy = await callData(priceListApi.clone, {
      as: editor,
      params: { id: source },
      body: { name: 'Bản sao' },
    });
    expect(copy).toMatchObject({
      name: 'Bản sao',
      status: 'draft',
      revision: 1,
      cloned_from_id: source,
      scope_level: 'zone',
      item_count: 3,
      targets: [{ id: place.zoneId, name: expect.any(String) as string }],
    });
    expect(await auditActions(copy.id)).toEqual(['clone']);
    expect((await auditActions(source)).at(-1)).toBe('cloned');
    expect((await call(priceListApi.clone, { as: reader, params: { id: source }, body: {} })).status).toBe(
      403,
    );
  });

  it('previews how many prices change against those in force at the start', async () => {
    const kh = (over: Partial<PriceListCreateBody>) => body({ system: 'KH', ...over });
    const current = await approvedList(kh({}));
    await startedAgo(current, 60);
    const next = await callData(priceListApi.create, {
      as: author,
      body: kh({
        items: [
          { variant_id: water[0]!.variantId, unit_id: units.piece, price: 5_500 }, // +500 (+10 %)
          { variant_id: water[0]!.variantId, unit_id: units.box, price: 100_000 }, // −10,000
          { variant_id: water[1]!.variantId, unit_id: units.piece, price: 6_000 }, // unchanged
          { variant_id: water[1]!.variantId, unit_id: units.box, price: 130_000 }, // new
        ],
      }),
    });
    const preview = await callData(priceListApi.preview, { as: reader, params: { id: next.id }, query: {} });
    expect(preview.counts).toEqual({ total: 4, new: 1, raised: 1, lowered: 1, unchanged: 1 });
    expect(preview.largest_rise).toMatchObject({ from: 5_000, to: 5_500, amount: 500, percent: 10 });
    expect(preview.largest_fall).toMatchObject({ from: 110_000, to: 100_000, amount: -10_000 });
    const lowered = await callData(priceListApi.preview, {
      as: reader,
      params: { id: next.id },
      query: { change: 'lowered' },
    });
    expect(lowered.rows).toHaveLength(1);
    expect(lowered.rows[0]).toMatchObject({ current_price: 110_000, price: 100_000, change: 'lowered' });
  });

  it('resolves prices for an account: the most specific list wins, and v1 pricelist/0 is the active one', async () => {
    const system = await approvedList(body({ system: 'NPP' }));
    const area = await approvedList(
      body({
        system: 'NPP',
        scope_level: 'area',
        target_ids: [place.areaId],
        items: [{ variant_id: water[0]!.variantId, unit_id: units.piece, price: 4_200 }],
      }),
    );
    await startedAgo(system, 30);
    await startedAgo(area, 20);
    const resolved = await callData(priceListApi.resolve, {
      as: reader,
      body: {
        account_id: ids.npp,
        lines: [
          { variant_id: water[0]!.variantId, unit_id: units.piece },
          { variant_id: water[0]!.variantId, unit_id: units.box },
          { variant_id: water[1]!.variantId, unit_id: units.box },
        ],
      },
    });
    expect(resolved.system).toBe('NPP');
    expect(resolved.lines.map((l) => [l.price, l.price_list_id, l.scope_level])).toEqual([
      [4_200, area, 'area'],
      [110_000, system, 'system'],
      [null, null, null],
    ]);
    const before = await callData(priceListApi.resolve, {
      as: reader,
      body: {
        account_id: ids.npp,
        at: new Date(Date.now() - 2 * 60 * MINUTE).toISOString(),
        lines: [{ variant_id: water[0]!.variantId, unit_id: units.piece }],
      },
    });
    expect(before.lines[0]!.price_list_id).not.toBe(area);
    const staff = await call(priceListApi.resolve, {
      as: reader,
      body: { account_id: ids.author, lines: [{ variant_id: water[0]!.variantId, unit_id: units.piece }] },
    });
    expect(staff.status).toBe(400);
    expect(staff.errors[0]!.field).toBe('account_id');
    const active = await callData(priceListApi.v1Get, {
      as: reader,
      params: { id: 0 },
      query: { system: 'NPP' },
    });
    expect(active.id).toBe(system);
    expect((await call(priceListApi.v1Get, { as: reader, params: { id: 0 } })).status).toBe(404);
  });

  it('deletes only lists that never priced anything, and cancels an approved list only before its start', async () => {
    const draft = await callData(priceListApi.create, { as: author, body: body() });
    await callData(priceListApi.uploadImage, {
      as: author,
      params: { id: draft.id },
      body: multipartForm({}, { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: PDF }),
    });
    expect((await callData(priceListApi.v1Delete, { as: author, params: { id: draft.id } })).id).toBe(
      draft.id,
    );
    const [files] = await sqlRows<{ n: number }>(
      sql`select count(*)::int as n from files where owner_entity = 'price_list' and owner_id = ${String(draft.id)}`,
    );
    expect(files!.n).toBe(0);
    expect((await call(priceListApi.get, { as: reader, params: { id: draft.id } })).status).toBe(404);
    const approved = await approvedList();
    expect((await call(priceListApi.v1Delete, { as: author, params: { id: approved } })).status).toBe(409);
    expect(
      (await call(priceListApi.status, { as: author, params: { id: approved }, body: { action: 'cancel' } }))
        .status,
    ).toBe(403);
    const started = await approvedList();
    await startedAgo(started, 1);
    expect(
      (await call(priceListApi.status, { as: approver, params: { id: started }, body: { action: 'cancel' } }))
        .status,
    ).toBe(409);
    const cancelled = await callData(priceListApi.status, {
      as: approver,
      params: { id: approved },
      body: { action: 'cancel' },
    });
    expect(cancelled.status).toBe('cancelled');
  });

  it('keeps price posters of a list: upload (type-checked), list, delete, audited', async () => {
    const list = await callData(priceListApi.create, { as: author, body: body() });
    const form = (data: Buffer, filename: string) =>
      multipartForm({}, { name: 'file', filename, type: 'application/octet-stream', data });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const added = await callData(priceListApi.uploadImage, {
      as: author,
      params: { id: list.id },
      body: form(png, 'bang-gia.png'),
    });
    expect(added).toMatchObject({ mime: 'image/png', originalName: 'bang-gia.png' });
    const thumbnail = await reader.inject({
      method: 'GET',
      url: FILE_DOWNLOAD_PATH.replace(':id', added.thumbnail_id!),
      headers: reader.headers,
    });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(160);
    const pdf = await callData(priceListApi.uploadImage, {
      as: author,
      params: { id: list.id },
      body: form(PDF, 'bang-gia.pdf'),
    });
    expect(pdf.thumbnail_id).toBeNull();
    const text = await call(priceListApi.uploadImage, {
      as: author,
      params: { id: list.id },
      body: form(Buffer.from('xin chào'), 'a.png'),
    });
    expect(text.status).toBe(415);
    expect(
      (
        await call(priceListApi.uploadImage, {
          as: reader,
          params: { id: list.id },
          body: form(png, 'x.png'),
        })
      ).status,
    ).toBe(403);
    const listed = await callData(priceListApi.images, { as: reader, params: { id: list.id } });
    expect(listed.map((f) => f.id)).toEqual([added.id, pdf.id]);
    expect((await callData(priceListApi.get, { as: reader, params: { id: list.id } })).image_count).toBe(2);
    const other = await callData(priceListApi.create, { as: author, body: body() });
    expect(
      (await call(priceListApi.deleteImage, { as: author, params: { id: other.id, fileId: added.id } }))
        .status,
    ).toBe(404);
    await callData(priceListApi.deleteImage, { as: author, params: { id: list.id, fileId: added.id } });
    expect(
      (await callData(priceListApi.images, { as: reader, params: { id: list.id } })).map((f) => f.id),
    ).toEqual([pdf.id]);
    const gone = await reader.inject({
      method: 'GET',
      url: FILE_DOWNLOAD_PATH.replace(':id', added.thumbnail_id!),
      headers: reader.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(await auditActions(list.id)).toEqual([
      'create',
      'prices',
      'image_add',
      'image_add',
      'image_delete',
    ]);
  });

  it('imports rows from Excel: template, preview of every bad cell, all-or-nothing import, export', async () => {
    const template = await author.inject({
      method: 'GET',
      url: PRICE_LIST_IMPORT_TEMPLATE_PATH,
      headers: author.headers,
    });
    expect(template.statusCode).toBe(200);
    const templateBook = new ExcelJS.Workbook();
    await templateBook.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    const codes = templateBook.worksheets[0]!.getColumn(1).values.map(String);
    expect(codes).toContain(water[0]!.code);

    const list = await callData(priceListApi.create, { as: author, body: body() });
    const sheet = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const ws = book.addWorksheet('Bảng giá');
      ws.addRow(['Mã biến thể*', 'Tên biến thể', 'Đơn vị tính*', 'Giá (VND)*']);
      for (const row of rows) ws.addRow(row);
      const data = Buffer.from(await book.xlsx.writeBuffer());
      return multipartForm(
        { mode: 'merge' },
        { name: 'file', filename: 'gia.xlsx', type: 'application/octet-stream', data },
      );
    };
    const unitName = (
      await callData(priceListApi.items, { as: reader, params: { id: list.id }, query: {} })
    ).results.find((r) => r.unit_id === units.box)!.unit_name;
    const bad = await sheet([
      [water[0]!.code, '', unitName, '120.000'],
      ['KHONG-CO', '', unitName, 1000],
      [water[1]!.code, '', 'Bao', 1000],
      [water[1]!.code, '', unitName, 'mười nghìn'],
      [water[0]!.code, '', unitName, 121_000],
    ]);
    const preview = await callData(priceListApi.importPreview, {
      as: author,
      params: { id: list.id },
      body: bad,
    });
    expect(preview).toMatchObject({ total_rows: 5, valid_rows: 1, changed: 1 });
    expect(preview.rows.filter((r) => !r.ok).map((r) => [r.row, r.errors[0]!.column])).toEqual([
      [3, 'variant_code'],
      [4, 'unit'],
      [5, 'price'],
      [6, 'unit'],
    ]);
    const refused = await call(priceListApi.import, { as: author, params: { id: list.id }, body: bad });
    expect(refused.status).toBe(422);
    expect(refused.errors.map((e) => e.field)).toEqual(['3.variant_code', '4.unit', '5.price', '6.unit']);
    expect((await callData(priceListApi.get, { as: reader, params: { id: list.id } })).revision).toBe(1);

    const good = await sheet([
      [water[0]!.code, '', unitName, '120.000'],
      [water[1]!.code, '', unitName, 150_000],
    ]);
    const imported = await callData(priceListApi.import, { as: author, params: { id: list.id }, body: good });
    expect(imported).toEqual({ added: 1, changed: 1, removed: 0, revision: 2 });
    const exported = await reader.inject({
      method: 'GET',
      url: PRICE_LIST_EXPORT_PATH.replace(':id', String(list.id)),
      headers: reader.headers,
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const prices = book.worksheets[0]!.getColumn(4).values.slice(2);
    expect(prices).toEqual(expect.arrayContaining([120_000, 150_000, 5_000, 6_000]));
    expect(await auditActions(list.id)).toEqual(['create', 'prices', 'prices', 'import']);
  });
});
