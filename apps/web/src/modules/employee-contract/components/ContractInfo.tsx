import { useState } from 'react';
import { Button, Descriptions, Flex, Input, Space } from 'antd';
import {
  BENEFITS,
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  formatDate,
  formatVnd,
  journalLabel,
  type EmployeeContractDetail,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useIsMobile, useLocale } from '../../../platform/layout';
import { useUpdateContract } from '../api/contracts';
import { useContractTexts } from '../texts';

/**
 * A contract's fields as read; its note can be edited while the contract is not closed (a pending,
 * approved or active contract changes nothing else).
 */
export function ContractInfo({
  contract: c,
  canEditNote,
}: {
  contract: EmployeeContractDetail;
  canEditNote: boolean;
}) {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const locale = useLocale();
  const mobile = useIsMobile();
  const update = useUpdateContract(c.id);
  const [note, setNote] = useState<string>();

  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  const benefitName = (id: number) => BENEFITS.find((b) => b.value === id)?.[locale] ?? String(id);

  const saveNote = async () => {
    try {
      await update.mutateAsync({ note: note ?? '' });
      toast.success(messageText('employee_contract.updated'));
      setNote(undefined);
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <Descriptions column={mobile ? 1 : 2} size="small" bordered={!mobile}>
      <Descriptions.Item label={tc('fields.staff')}>
        {c.staff ? `${c.staff.fullname} (${c.staff.code})` : tc('none')}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.contractType')}>
        {label('contract_type', c.contract_type)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.startDate')}>{formatDate(c.start_date)}</Descriptions.Item>
      <Descriptions.Item label={tc('fields.endDate')}>
        {formatDate(c.end_date) || tc('none')}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.signingDate')}>{formatDate(c.signing_date)}</Descriptions.Item>
      <Descriptions.Item label={tc('fields.signer')}>{c.signer?.fullname ?? tc('none')}</Descriptions.Item>
      <Descriptions.Item label={tc('fields.positionTitle')}>{c.position_title}</Descriptions.Item>
      <Descriptions.Item label={tc('fields.accountingJournal')}>
        {journalLabel(c.accounting_journal, locale)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.basicSalary')}>{formatVnd(c.basic_salary)}</Descriptions.Item>
      <Descriptions.Item label={tc('fields.insuranceSalary')}>
        {c.insurance_salary === null ? tc('none') : formatVnd(c.insurance_salary)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.salaryType')}>
        {label('salary_type', c.salary_type)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.workingTime')}>
        {label('working_time', c.working_time)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.insuranceType')}>
        {label('insurance_type', c.insurance_type)}
      </Descriptions.Item>
      <Descriptions.Item label={tc('fields.benefits')}>
        {c.benefits.length === 0
          ? tc('none')
          : c.benefits.map((b) => (
              <div key={b.benefit_id}>
                {benefitName(b.benefit_id)}: {formatVnd(b.amount)}
              </div>
            ))}
      </Descriptions.Item>
      {c.termination_date && (
        <Descriptions.Item label={tc('fields.terminationDate')}>
          {formatDate(c.termination_date)}
        </Descriptions.Item>
      )}
      {c.status_reason && (
        <Descriptions.Item label={tc('fields.statusReason')}>{c.status_reason}</Descriptions.Item>
      )}
      <Descriptions.Item label={tc('fields.note')} span={mobile ? 1 : 2}>
        {note === undefined ? (
          <Flex justify="space-between" gap={8}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{c.note || tc('none')}</span>
            {canEditNote && (
              <Button size="small" onClick={() => setNote(c.note ?? '')}>
                {tc('editNote')}
              </Button>
            )}
          </Flex>
        ) : (
          <Flex vertical gap={8}>
            <Input.TextArea
              aria-label={tc('fields.note')}
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
            <Space>
              <Button onClick={() => setNote(undefined)}>{tc('back')}</Button>
              <Button type="primary" loading={update.isPending} onClick={() => void saveNote()}>
                {tc('save')}
              </Button>
            </Space>
          </Flex>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}
