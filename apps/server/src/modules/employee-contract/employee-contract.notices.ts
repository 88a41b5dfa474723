import type { DbOrTx } from '../../platform/db/database.js';
import { staffHolding } from '../access/index.js';
import { notify } from '../notification/index.js';

/** Contract notification content is markup: names typed by users are escaped. */
function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export const contractPagePath = (id: number) => `/staff-manager/employee-contract/${id}`;

/**
 * A contract was submitted: every active account holding `employeecontractstaff.approve` (super
 * users included), except the one who submitted it, gets a DEFAULT notification opening the contract.
 * Stored in Vietnamese, like the other staff notifications (docs/employee-contract.md).
 */
export async function notifySubmitted(
  tx: DbOrTx,
  contract: { id: number; code: string; staffName: string },
  actorId: number,
): Promise<void> {
  const recipients = (await staffHolding(tx, 'employeecontractstaff.approve')).filter((id) => id !== actorId);
  await notify(tx, recipients, {
    module: 'DEFAULT',
    title: 'Hợp đồng lao động chờ duyệt',
    content: `Hợp đồng ${escapeMarkup(contract.code)} của ${escapeMarkup(contract.staffName)} đang chờ duyệt`,
    path: contractPagePath(contract.id),
    custom_id: String(contract.id),
    createdBy: actorId,
  });
}
