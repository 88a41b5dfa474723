import type { z } from 'zod';
import type { BankAccount, bankAccountFields, createBankAccountBody } from '@kenh/contract';
import type { Caller } from '../../platform/auth/caller.js';
import { auditedWrites } from '../../platform/db/audited-writes.js';
import type { Db, DbOrTx } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import { deleteBank, findBank, insertBank, listBanks, updateBank } from './partner-bank.repository.js';
import { bankView } from './partner-view.js';
import { findPartnerRow, partnerScopeCondition } from './partner.repository.js';

type Fields = z.infer<typeof bankAccountFields>;

const values = (i: Fields) => ({
  bankName: i.bank_name,
  branch: i.branch ?? null,
  accountNumber: i.account_number,
  holder: i.holder,
});

/** Bank accounts of a partner: read and written within the partner's data scope. */
export function createBankService(db: Db) {
  const writes = auditedWrites<BankAccount>(
    db,
    'partner_bank',
    { partner_banks_number_uq: ['partner.bank_duplicate', 'account_number'] },
    ({ id: _id, ...rest }) => rest,
  );

  async function assertPartner(tx: DbOrTx, caller: Caller, accountId: number): Promise<void> {
    if (!(await findPartnerRow(tx, accountId, partnerScopeCondition(caller.scope))))
      throw notFound('partner.not_found');
  }

  /** The bank account when its partner is in the caller's scope; 404 otherwise. */
  async function visible(tx: DbOrTx, caller: Caller, id: number): Promise<BankAccount> {
    const row = await findBank(tx, id);
    if (!row) throw notFound('partner.bank_not_found');
    await assertPartner(tx, caller, row.accountId).catch(() => {
      throw notFound('partner.bank_not_found');
    });
    return bankView(row);
  }

  return {
    async list(caller: Caller, accountId: number): Promise<BankAccount[]> {
      await assertPartner(db, caller, accountId);
      return (await listBanks(db, accountId)).map(bankView);
    },
    create: (caller: Caller, input: z.infer<typeof createBankAccountBody>) =>
      writes.create(caller.accountId, async (tx) => {
        await assertPartner(tx, caller, input.partner_id);
        const id = await insertBank(tx, {
          ...values(input),
          accountId: input.partner_id,
          createdBy: caller.accountId,
          updatedBy: caller.accountId,
        });
        return visible(tx, caller, id);
      }),
    update: (caller: Caller, id: number, input: Fields) =>
      writes.update(id, caller.accountId, async (tx) => {
        const before = await visible(tx, caller, id);
        await updateBank(tx, id, { ...values(input), updatedBy: caller.accountId });
        return { before, after: await visible(tx, caller, id) };
      }),
    remove: (caller: Caller, id: number) =>
      writes.remove(id, caller.accountId, async (tx) => {
        const before = await visible(tx, caller, id);
        await deleteBank(tx, id);
        return before;
      }),
  };
}

export type BankService = ReturnType<typeof createBankService>;
