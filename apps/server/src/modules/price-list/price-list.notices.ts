import { priceListMessages } from '@kenh/contract';
import type { DbOrTx } from '../../platform/db/database.js';
import { noticeText } from '../../platform/markup/notice-text.js';
import { staffHolding } from '../access/index.js';
import { notify } from '../notification/index.js';

type MessageKey = keyof typeof priceListMessages;

/** Stored in Vietnamese, like the other staff notifications; names typed by users escaped. */
const vi = (key: MessageKey, params: Record<string, string>): string =>
  noticeText(priceListMessages, key, params);

export const pendingPagePath = (id: number) => `/price-list/pending/${id}`;
export const historyPagePath = (id: number) => `/price-list/history/${id}`;

interface ListRef {
  id: number;
  code: string;
  name: string;
  createdBy: number | null;
  updatedBy: number | null;
  submittedBy: number | null;
}

const people = (...ids: (number | null)[]) => ids.filter((id): id is number => id !== null);

/** A list was sent for approval: those who may approve it, except its own author, editor and submitter. */
export async function notifyReviewers(tx: DbOrTx, list: ListRef, actorId: number): Promise<void> {
  const own = new Set(people(list.createdBy, list.updatedBy, list.submittedBy, actorId));
  const recipients = (await staffHolding(tx, 'pricelistproduct.approve')).filter((id) => !own.has(id));
  await notify(tx, recipients, {
    module: 'DEFAULT',
    title: priceListMessages['price-list.notify_review_title'].vi,
    content: vi('price-list.notify_review_body', { code: list.code, name: list.name }),
    path: pendingPagePath(list.id),
    custom_id: String(list.id),
    createdBy: actorId,
  });
}

/** The approver decided: the author and the submitter hear it. */
export async function notifyDecision(
  tx: DbOrTx,
  list: ListRef,
  decision: { approved: true } | { approved: false; reason: string },
  actorId: number,
): Promise<void> {
  await notify(tx, people(list.createdBy, list.submittedBy), {
    module: 'DEFAULT',
    title: priceListMessages['price-list.notify_decided_title'].vi,
    content: decision.approved
      ? vi('price-list.notify_approved_body', { code: list.code, name: list.name })
      : vi('price-list.notify_rejected_body', { code: list.code, name: list.name, reason: decision.reason }),
    path: decision.approved ? historyPagePath(list.id) : pendingPagePath(list.id),
    custom_id: String(list.id),
    createdBy: actorId,
  });
}

export type AppliedChange = 'activated' | 'replaced' | 'expired';

/** The scheduler applied a list: its author and submitter hear it. */
export async function notifyApplied(tx: DbOrTx, list: ListRef, change: AppliedChange): Promise<void> {
  await notify(tx, people(list.createdBy, list.submittedBy), {
    module: 'DEFAULT',
    title: priceListMessages[`price-list.notify_${change}_title`].vi,
    content: vi(`price-list.notify_${change}_body`, { code: list.code, name: list.name }),
    path: historyPagePath(list.id),
    custom_id: String(list.id),
    createdBy: null,
  });
}
