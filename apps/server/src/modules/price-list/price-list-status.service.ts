import type { z } from 'zod';
import {
  priceListStatusMachine,
  type PriceList,
  type PriceListAction,
  type priceListStatusBody,
} from '@kenh/contract';
import { recordAudit } from '../../platform/audit/audit.js';
import { satisfies, type Caller } from '../../platform/auth/caller.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/http/app-error.js';
import { notifyDecision, notifyReviewers } from './price-list.notices.js';
import { snapshotOf, viewOf } from './price-list-view.js';
import {
  findPriceListRow,
  lockPriceList,
  updatePriceListRecord,
  type NewPriceListRecord,
  type PriceListRecord,
} from './price-list.repository.js';

type StatusBody = z.infer<typeof priceListStatusBody>;

/** The approver needs time to look: a list is submitted at least this far ahead of its start. */
export const SUBMIT_LEAD_MS = 60_000;

const MESSAGE_OF_ACTION: Record<PriceListAction, string> = {
  submit: 'price-list.submitted',
  withdraw: 'price-list.withdrawn',
  approve: 'price-list.approved',
  reject: 'price-list.rejected',
  cancel: 'price-list.cancelled',
};
export const messageOfAction = (action: PriceListAction): string => MESSAGE_OF_ACTION[action];

/**
 * The status machine of price lists (docs/pricing.md): the contract's machine says which action a
 * status allows and who may run it; this adds the rules of each step — four eyes on approve and
 * reject, a start far enough ahead, a list with rows — and audits and notifies in the same
 * transaction.
 */
export function createPriceListStatusService(db: Db, now: () => Date = () => new Date()) {
  /** Rules of one step; returns the columns it changes. */
  function step(
    record: PriceListRecord,
    caller: Caller,
    body: { action: PriceListAction; reason?: string | null; effective_from?: string | null },
    at: Date,
  ): Partial<NewPriceListRecord> {
    const by = caller.accountId;
    switch (body.action) {
      case 'submit':
        if (record.itemCount === 0) throw conflict('price-list.items_required');
        if (!record.effectiveFrom) throw conflict('price-list.start_required', 'effective_from');
        if (record.effectiveFrom.getTime() < at.getTime() + SUBMIT_LEAD_MS)
          throw conflict('price-list.start_too_soon', 'effective_from');
        return { submittedBy: by, submittedAt: at, rejectionReason: null };
      case 'withdraw':
        return { submittedBy: null, submittedAt: null };
      case 'approve': {
        const start = body.effective_from ? new Date(body.effective_from) : record.effectiveFrom;
        if (body.effective_from && start!.getTime() < at.getTime())
          throw badRequest('error.bad_request', [
            { field: 'effective_from', message: 'price-list.start_past' },
          ]);
        if (!start || start.getTime() < at.getTime())
          throw conflict('price-list.start_past', 'effective_from');
        if (record.effectiveTo && record.effectiveTo.getTime() <= start.getTime())
          throw badRequest('error.bad_request', [
            { field: 'effective_from', message: 'price-list.end_before_start' },
          ]);
        return { approvedBy: by, approvedAt: at, effectiveFrom: start };
      }
      case 'reject':
        return { rejectedBy: by, rejectedAt: at, rejectionReason: body.reason ?? null };
      case 'cancel':
        // An approved list may be revoked only before it takes effect: after that it has priced orders.
        if (
          record.status === 'approved' &&
          record.effectiveFrom &&
          record.effectiveFrom.getTime() <= at.getTime()
        )
          throw conflict('price-list.already_started');
        return { endedAt: at };
    }
  }

  return {
    change(caller: Caller, id: number, body: StatusBody): Promise<PriceList> {
      return db.transaction(async (tx) => {
        const record = await lockPriceList(tx, id);
        if (!record) throw notFound('price-list.not_found');
        const transition = priceListStatusMachine[record.status][body.action];
        if (!transition) throw conflict('price-list.status_not_allowed', 'action');
        if (!satisfies(caller, transition.permission)) throw forbidden();
        if (
          (body.action === 'approve' || body.action === 'reject') &&
          [record.createdBy, record.updatedBy, record.submittedBy].includes(caller.accountId)
        )
          throw new AppError(409, 'price-list.own_approval');
        const before = await view(tx, id);
        const at = now();
        const changes = step(record, caller, body, at);
        await updatePriceListRecord(tx, id, { ...changes, status: transition.to });
        const after = await view(tx, id);
        await recordAudit(tx, {
          entity: 'price_list',
          entityId: id,
          action: body.action,
          actorId: caller.accountId,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        await notifyAfter(tx, { ...record, ...changes }, body, caller.accountId);
        return after;
      });
    },
  };
}

async function view(tx: DbOrTx, id: number): Promise<PriceList> {
  const row = await findPriceListRow(tx, id);
  if (!row) throw notFound('price-list.not_found');
  return viewOf(row);
}

async function notifyAfter(
  tx: DbOrTx,
  list: PriceListRecord,
  body: { action: PriceListAction; reason?: string | null },
  actorId: number,
): Promise<void> {
  if (body.action === 'submit') await notifyReviewers(tx, list, actorId);
  if (body.action === 'approve') await notifyDecision(tx, list, { approved: true }, actorId);
  if (body.action === 'reject')
    await notifyDecision(tx, list, { approved: false, reason: body.reason ?? '' }, actorId);
}

export type PriceListStatusService = ReturnType<typeof createPriceListStatusService>;
