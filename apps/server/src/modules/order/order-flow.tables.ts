import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { APPROVER_SYSTEMS, ORDER_FLOW_STATUSES } from '@kenh/contract';
import { authorColumns, timestamps, timestamptz } from '../../platform/db/columns.js';
import { accountIdColumn } from '../account/index.js';
import { rooms } from '../access/index.js';

/** Approval flows: ordered steps; which orderer systems may use each (docs/orders.md "Flows"). */
export const orderFlows = pgTable(
  'order_flows',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: text('status', { enum: ORDER_FLOW_STATUSES }).notNull().default('active'),
    systems: text('systems').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('order_flows_name_fold_uq').on(sql`fold_text(${t.name})`),
    index('order_flows_status_idx').on(t.status, t.id),
  ],
);

export const orderFlowSteps = pgTable(
  'order_flow_steps',
  {
    id: serial('id').primaryKey(),
    flowId: integer('flow_id')
      .notNull()
      .references(() => orderFlows.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    system: text('system', { enum: APPROVER_SYSTEMS }).notNull(),
    roomId: integer('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'restrict' }),
    minAmount: bigint('min_amount', { mode: 'number' }),
    /** Hundredths of a percent. */
    minDiscountBp: integer('min_discount_bp'),
    belowListPrice: boolean('below_list_price').notNull().default(false),
    creditExceeded: boolean('credit_exceeded').notNull().default(false),
    remindAfterHours: integer('remind_after_hours'),
    escalateAfterHours: integer('escalate_after_hours'),
    escalateRoomId: integer('escalate_room_id').references(() => rooms.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('order_flow_steps_position_uq').on(t.flowId, t.position),
    index('order_flow_steps_room_idx').on(t.roomId),
    index('order_flow_steps_escalate_room_idx').on(t.escalateRoomId),
  ],
);

/** The flow an account picked for its orders. */
export const orderFlowChoices = pgTable(
  'order_flow_choices',
  {
    accountId: integer('account_id').primaryKey().references(accountIdColumn, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => orderFlows.id, { onDelete: 'cascade' }),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('order_flow_choices_flow_idx').on(t.flowId)],
);

/** An approver away lets a deputy decide their steps from `starts_at` to `ends_at`. */
export const orderDelegations = pgTable(
  'order_delegations',
  {
    id: serial('id').primaryKey(),
    approverId: integer('approver_id').notNull().references(accountIdColumn, { onDelete: 'cascade' }),
    deputyId: integer('deputy_id').notNull().references(accountIdColumn, { onDelete: 'cascade' }),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    note: text('note'),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [
    index('order_delegations_deputy_idx').on(t.deputyId, t.endsAt),
    index('order_delegations_approver_idx').on(t.approverId, t.endsAt),
  ],
);

export const orderTypes = pgTable(
  'order_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    ...authorColumns(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('order_types_code_uq').on(sql`lower(${t.code})`)],
);
