import { useState } from 'react';
import { Button, Flex, Modal, Row, Table } from 'antd';
import { bankAccountFields, type BankAccount } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import {
  deleteRowAction,
  FieldCol,
  FormBody,
  RowActionsMenu,
  useContractForm,
} from '../../../platform/pages';
import { useBanks, useCreateBank, useDeleteBank, useUpdateBank } from '../api/banks';
import { usePartnerTexts } from '../locales';

interface BankFormValues {
  bank_name: string;
  branch: string;
  account_number: string;
  holder: string;
}

function BankForm({
  accountId,
  bank,
  onDone,
}: {
  accountId: number;
  bank: BankAccount | null;
  onDone: () => void;
}) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const create = useCreateBank(accountId);
  const update = useUpdateBank();
  const form = useContractForm<typeof bankAccountFields, BankFormValues>(bankAccountFields, {
    bank_name: bank?.bank_name ?? '',
    branch: bank?.branch ?? '',
    account_number: bank?.account_number ?? '',
    holder: bank?.holder ?? '',
  });
  return (
    <FormBody
      form={form}
      label={bank ? texts.banks.edit : texts.banks.add}
      onCancel={onDone}
      onSubmit={async (fields) => {
        if (bank) await update.mutateAsync({ id: bank.id, fields });
        else await create.mutateAsync(fields);
        toast.success(messageText(bank ? 'partner.bank_updated' : 'partner.bank_created'));
        onDone();
      }}
    >
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput
            name="bank_name"
            control={form.control}
            label={texts.banks.bankName}
            maxLength={150}
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="branch" control={form.control} label={texts.banks.branch} maxLength={150} />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="account_number"
            control={form.control}
            label={texts.banks.accountNumber}
            maxLength={30}
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="holder" control={form.control} label={texts.banks.holder} maxLength={150} />
        </FieldCol>
      </Row>
    </FormBody>
  );
}

/** A partner's bank accounts: list, add, change, delete (each change audited on the server). */
export function BankAccountsTab({ accountId, canManage }: { accountId: number; canManage: boolean }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const banks = useBanks(accountId);
  const remove = useDeleteBank();
  const [editing, setEditing] = useState<BankAccount | null | undefined>(undefined);
  return (
    <>
      {canManage && (
        <Flex justify="end" style={{ marginBottom: 12 }}>
          <Button type="primary" onClick={() => setEditing(null)}>
            {texts.banks.add}
          </Button>
        </Flex>
      )}
      <Table<BankAccount>
        rowKey="id"
        size="small"
        pagination={false}
        loading={banks.isLoading}
        dataSource={banks.data ?? []}
        locale={{ emptyText: texts.banks.empty }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'bank', title: texts.banks.bankName, render: (_, b) => b.bank_name },
          { key: 'branch', title: texts.banks.branch, render: (_, b) => b.branch },
          { key: 'number', title: texts.banks.accountNumber, render: (_, b) => b.account_number },
          { key: 'holder', title: texts.banks.holder, render: (_, b) => b.holder },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: '',
                  width: 56,
                  render: (_: unknown, b: BankAccount) => (
                    <RowActionsMenu
                      row={b}
                      actions={[
                        { key: 'edit', label: texts.banks.edit, onClick: () => setEditing(b) },
                        deleteRowAction<BankAccount>({
                          kind: texts.banks.kind,
                          nameOf: (row) => `${row.bank_name} ${row.account_number}`,
                          remove: (row) => remove.mutateAsync(row.id),
                          done: messageText('partner.bank_deleted'),
                        }),
                      ]}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== undefined}
        title={editing ? texts.banks.edit : texts.banks.add}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(undefined)}
        width={760}
      >
        {editing !== undefined && (
          <BankForm accountId={accountId} bank={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </>
  );
}
