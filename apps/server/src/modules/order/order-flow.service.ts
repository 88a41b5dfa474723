import type { z } from 'zod';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
  orderStatuses,
  type OrderDelegation,
  type OrderFlow,
  type OrderType,
  type Page,
  type PriceSystem,
  type orderDelegationFields,
  type orderFlowFields,
  type orderFlowListBody,
  type orderTypeFields,
  type orderTypeUpsertBody,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import { isUniqueViolation } from '../../platform/db/pg-errors.js';
import { toBp } from './order-pricing.js';
import {
  chosenFlowId,
  clearOtherDefaults,
  deleteDelegation,
  existingRoomIds,
  findDelegation,
  findFlow,
  findOrderType,
  flowNameTaken,
  insertDelegation,
  insertFlow,
  insertOrderType,
  listDelegations,
  listFlows,
  listOrderTypes,
  orderTypeCodeTaken,
  replaceFlowSteps,
  setChosenFlow,
  stepsOfFlows,
  updateFlow,
  updateOrderType,
  type DelegationRow,
  type FlowRecord,
  type FlowStepRow,
  type OrderTypeRecord,
} from './order-flow.repository.js';
import { accountForOrder } from './order.repository.js';

type FlowFields = z.infer<typeof orderFlowFields>;

function flowView(flow: FlowRecord, steps: FlowStepRow[]): OrderFlow {
  return {
    id: flow.id,
    name: flow.name,
    description: flow.description,
    status: flow.status,
    systems: flow.systems as PriceSystem[],
    is_default: flow.isDefault,
    steps: steps
      .filter((s) => s.flowId === flow.id)
      .map((s) => ({
        id: s.id,
        position: s.position,
        name: s.name,
        system: s.system,
        room_id: s.roomId,
        room_name: s.roomName,
        min_amount: s.minAmount === null ? null : Number(s.minAmount),
        min_discount_percent: s.minDiscountBp === null ? null : s.minDiscountBp / 100,
        below_list_price: s.belowListPrice,
        credit_exceeded: s.creditExceeded,
        remind_after_hours: s.remindAfterHours,
        escalate_after_hours: s.escalateAfterHours,
        escalate_room_id: s.escalateRoomId,
        escalate_room_name: s.escalateRoomName,
      })),
    created_at: flow.createdAt.toISOString(),
    updated_at: flow.updatedAt.toISOString(),
  };
}

const typeView = (t: OrderTypeRecord): OrderType => ({
  id: t.id,
  code: t.code,
  name: t.name,
  description: t.description,
  is_active: t.isActive,
});

const delegationView = (d: DelegationRow): OrderDelegation => ({
  id: d.id,
  approver_id: d.approverId,
  approver_name: d.approverName,
  deputy_id: d.deputyId,
  deputy_name: d.deputyName,
  starts_at: d.startsAt.toISOString(),
  ends_at: d.endsAt.toISOString(),
  note: d.note,
  created_at: d.createdAt.toISOString(),
});

const manageFlows = (caller: Caller) => caller.isSuperuser || caller.permissions.has('orderflow.manage');

/** Approval flows, the flow a user picks, delegations and order types (docs/orders.md "Flows"). */
export function createOrderFlowService(db: Db, now: () => Date = () => new Date()) {
  async function flowById(id: number, tx: DbOrTx = db): Promise<OrderFlow> {
    const flow = await findFlow(tx, id);
    if (!flow) throw notFound('order.flow_not_found');
    return flowView(flow, await stepsOfFlows(tx, [id]));
  }

  /** The rooms of the steps must exist; errors name the step's field. */
  async function checkFlow(tx: DbOrTx, fields: FlowFields, exceptId?: number): Promise<void> {
    if (await flowNameTaken(tx, fields.name, exceptId)) throw conflict('order.flow_name_taken', 'name');
    const wanted = fields.steps.flatMap((s) => [
      s.room_id,
      ...(s.escalate_room_id ? [s.escalate_room_id] : []),
    ]);
    const rooms = await existingRoomIds(tx, wanted);
    const errors = fields.steps.flatMap((s, i) => [
      ...(rooms.has(s.room_id) ? [] : [{ field: `steps.${i}.room_id`, message: 'order.room_invalid' }]),
      ...(s.escalate_room_id && !rooms.has(s.escalate_room_id)
        ? [{ field: `steps.${i}.escalate_room_id`, message: 'order.room_invalid' }]
        : []),
    ]);
    if (errors.length > 0) throw badRequest('error.bad_request', errors);
  }

  async function saveSteps(tx: DbOrTx, flowId: number, fields: FlowFields): Promise<void> {
    await replaceFlowSteps(
      tx,
      flowId,
      fields.steps.map((s, i) => ({
        flowId,
        position: i + 1,
        name: s.name,
        system: s.system,
        roomId: s.room_id,
        minAmount: s.min_amount,
        minDiscountBp: s.min_discount_percent === null ? null : toBp(s.min_discount_percent),
        belowListPrice: s.below_list_price,
        creditExceeded: s.credit_exceeded,
        remindAfterHours: s.remind_after_hours,
        escalateAfterHours: s.escalate_after_hours,
        escalateRoomId: s.escalate_room_id ?? null,
      })),
    );
    if (fields.is_default) await clearOtherDefaults(tx, flowId, fields.systems);
  }

  const snapshot = (fields: FlowFields) => ({ ...fields, steps: fields.steps.map((s) => ({ ...s })) });

  async function saveFlow(caller: Caller, fields: FlowFields, id?: number): Promise<OrderFlow> {
    try {
      return await db.transaction(async (tx) => {
        const before = id === undefined ? null : await flowById(id, tx);
        await checkFlow(tx, fields, id);
        const values = {
          name: fields.name,
          description: fields.description ?? null,
          status: fields.status,
          systems: [...new Set(fields.systems)],
          isDefault: fields.is_default,
          updatedBy: caller.accountId,
        };
        const flowId = id ?? (await insertFlow(tx, { ...values, createdBy: caller.accountId }));
        if (id !== undefined) await updateFlow(tx, id, values);
        await saveSteps(tx, flowId, fields);
        const after = await flowById(flowId, tx);
        await recordAudit(tx, {
          entity: 'order_flow',
          entityId: flowId,
          action: before ? 'update' : 'create',
          actorId: caller.accountId,
          before: before ? { ...before, created_at: undefined, updated_at: undefined } : null,
          after: snapshot(fields),
        });
        return after;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('order.flow_name_taken', 'name');
      throw error;
    }
  }

  async function myFlow(caller: Caller) {
    const flowId = await chosenFlowId(db, caller.accountId);
    return { flow_id: flowId, flow: flowId === null ? null : await flowById(flowId) };
  }

  return {
    statusList: () =>
      orderStatuses.map((value) => ({
        value,
        ...ORDER_STATUS_LABELS[value],
        color: ORDER_STATUS_COLORS[value],
      })),

    async list(query: z.infer<typeof orderFlowListBody>): Promise<Page<OrderFlow>> {
      const { rows, total } = await listFlows(db, {
        page: query.page,
        pageSize: query.page_size,
        search: query.search,
        status: query.status,
        system: query.system,
      });
      const steps = await stepsOfFlows(
        db,
        rows.map((r) => r.id),
      );
      return { results: rows.map((r) => flowView(r, steps)), total };
    },

    get: (id: number) => flowById(id),
    create: (caller: Caller, fields: FlowFields) => saveFlow(caller, fields),
    async update(caller: Caller, id: number, fields: FlowFields) {
      if (!(await findFlow(db, id))) throw notFound('order.flow_not_found');
      return saveFlow(caller, fields, id);
    },

    myFlow,
    async setMyFlow(caller: Caller, flowId: number | null | undefined) {
      await db.transaction(async (tx) => {
        if (flowId) {
          const flow = await findFlow(tx, flowId);
          if (!flow || flow.status !== 'active')
            throw badRequest('error.bad_request', [{ field: 'flow_id', message: 'order.flow_invalid' }]);
        }
        await setChosenFlow(tx, caller.accountId, flowId ?? null);
      });
      return myFlow(caller);
    },

    async delegations(caller: Caller): Promise<OrderDelegation[]> {
      const rows = await listDelegations(db, manageFlows(caller) ? undefined : caller.accountId, now());
      return rows.map(delegationView);
    },

    async createDelegation(
      caller: Caller,
      body: z.infer<typeof orderDelegationFields>,
    ): Promise<OrderDelegation> {
      const approverId = body.approver_id ?? caller.accountId;
      if (approverId !== caller.accountId && !manageFlows(caller)) throw forbidden();
      if (body.deputy_id === approverId)
        throw badRequest('error.bad_request', [{ field: 'deputy_id', message: 'order.delegation_self' }]);
      const startsAt = new Date(body.starts_at);
      const endsAt = new Date(body.ends_at);
      if (endsAt <= startsAt)
        throw badRequest('error.bad_request', [{ field: 'ends_at', message: 'order.delegation_period' }]);
      return db.transaction(async (tx) => {
        const deputy = await accountForOrder(tx, body.deputy_id);
        if (!deputy || !deputy.isActive)
          throw badRequest('error.bad_request', [{ field: 'deputy_id', message: 'order.deputy_invalid' }]);
        if (approverId !== caller.accountId && !(await accountForOrder(tx, approverId)))
          throw badRequest('error.bad_request', [{ field: 'approver_id', message: 'order.deputy_invalid' }]);
        const id = await insertDelegation(tx, {
          approverId,
          deputyId: body.deputy_id,
          startsAt,
          endsAt,
          note: body.note ?? null,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        const view = delegationView((await findDelegation(tx, id))!);
        await recordAudit(tx, {
          entity: 'order_delegation',
          entityId: id,
          action: 'create',
          actorId: caller.accountId,
          after: view,
        });
        return view;
      });
    },

    async deleteDelegation(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findDelegation(tx, id);
        const mine = row && (row.approverId === caller.accountId || row.createdBy === caller.accountId);
        if (!row || (!mine && !manageFlows(caller))) throw notFound('order.delegation_not_found');
        await deleteDelegation(tx, id);
        await recordAudit(tx, {
          entity: 'order_delegation',
          entityId: id,
          action: 'delete',
          actorId: caller.accountId,
          before: delegationView(row),
        });
      });
    },

    async types(): Promise<OrderType[]> {
      return (await listOrderTypes(db)).map(typeView);
    },

    async saveType(
      caller: Caller,
      body: z.infer<typeof orderTypeFields> | z.infer<typeof orderTypeUpsertBody>,
    ): Promise<OrderType> {
      const id = 'id' in body ? (body.id ?? undefined) : undefined;
      const isActive = 'is_active' in body ? body.is_active : true;
      try {
        return await db.transaction(async (tx) => {
          const before = id === undefined ? undefined : await findOrderType(tx, id);
          if (id !== undefined && !before) throw notFound('order.type_not_found');
          if (await orderTypeCodeTaken(tx, body.code, id)) throw conflict('order.type_code_taken', 'code');
          const values = {
            code: body.code,
            name: body.name,
            description: body.description ?? null,
            isActive,
            updatedBy: caller.accountId,
          };
          const typeId = id ?? (await insertOrderType(tx, { ...values, createdBy: caller.accountId }));
          if (id !== undefined) await updateOrderType(tx, id, values);
          const after = typeView((await findOrderType(tx, typeId))!);
          await recordAudit(tx, {
            entity: 'order_type',
            entityId: typeId,
            action: before ? 'update' : 'create',
            actorId: caller.accountId,
            before: before ? typeView(before) : null,
            after,
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new AppError(409, 'order.type_code_taken', {
            errors: [{ field: 'code', message: 'order.type_code_taken' }],
          });
        throw error;
      }
    },
  };
}

export type OrderFlowService = ReturnType<typeof createOrderFlowService>;
