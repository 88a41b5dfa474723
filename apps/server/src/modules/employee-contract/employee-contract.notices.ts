import type { DbOrTx } from '../../platform/db/database.js';
import { escapeMarkup } from '../../platform/markup/notice-text.js';
import { staffHolding } from '../access/index.js';
import { notify } from '../notification/index.js';

export const contractPagePath = (id: number) => `/staff-manager/employee-contract/${id}`;

/**
 * Contracts were submitted: every active account holding `employeecontractstaff.approve` (super
 * users included), except the one who submitted them, gets a DEFAULT notification per contract
 * opening it. Recipients are read once for all of them. Stored in Vietnamese, like the other staff
 * notifications (docs/employee-contract.md).
 */
export async function notifySubmitted(
  tx: DbOrTx,
  contracts: readonly { id: number; code: string; staffName: string }[],
  actorId: number,
): Promise<void> {
  if (contracts.length === 0) return;
  const recipients = (await staffHolding(tx, 'employeecontractstaff.approve')).filter((id) => id !== actorId);
  for (const contract of contracts) {
    await notify(tx, recipients, {
      module: 'DEFAULT',
      title: 'Hợp đồng lao động chờ duyệt',
      content: `Hợp đồng ${escapeMarkup(contract.code)} của ${escapeMarkup(contract.staffName)} đang chờ duyệt`,
      path: contractPagePath(contract.id),
      custom_id: String(contract.id),
      createdBy: actorId,
    });
  }
}
