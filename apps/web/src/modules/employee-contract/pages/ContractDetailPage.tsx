import { useState } from 'react';
import { Button, Card, Col, Descriptions, Flex, Input, Result, Row, Space, Timeline, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import {
  BENEFITS,
  EMPLOYEE_CONTRACT_MANAGE,
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  formatDateTime,
  formatVnd,
  journalLabel,
  type EmployeeContractDetail,
} from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import {
  PageLoading,
  useDocumentTitle,
  useHeader,
  useIsMobile,
  useLocale,
  useLocalePath,
} from '../../../platform/layout';
import { usePermission } from '../../../platform/session';
import { useContract, useUpdateContract } from '../api/contracts';
import { ContractActions } from '../components/ContractActions';
import { ContractAttachments } from '../components/ContractAttachments';
import { ContractForm } from '../components/ContractForm';
import type { ContractFormValues } from '../components/contract-form-resolver';
import { StatusTag } from '../components/StatusTag';
import { contractPrintPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';
import { day } from './ContractListPage';

function formValues(c: EmployeeContractDetail): ContractFormValues {
  return {
    staff_id: c.staff_id,
    contract_type: c.contract_type,
    start_date: c.start_date,
    end_date: c.end_date,
    position_title: c.position_title,
    position_id: c.position_id,
    basic_salary: c.basic_salary,
    insurance_salary: c.insurance_salary,
    salary_type: c.salary_type,
    working_time: c.working_time,
    insurance_type: c.insurance_type,
    benefits: c.benefits,
    accounting_journal: c.accounting_journal,
    signing_date: c.signing_date,
    signer_id: c.signer_id,
    note: c.note ?? '',
  };
}

/**
 * /staff-manager/employee-contract/:id: the contract, its status history, the status buttons the
 * status and the user's permissions allow, attachments; a draft can be edited, a pending, approved
 * or active contract only in its note.
 */
export function ContractDetailPage() {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const id = Number(useParams().id);
  const contract = useContract(id);
  const update = useUpdateContract(id);
  const canManage = usePermission(EMPLOYEE_CONTRACT_MANAGE);
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState<string>();
  const c = contract.data;
  const title = c?.code ?? tc('detailTitle');
  useDocumentTitle(title);
  useHeader({
    headerTitle: title,
    hasIconBackHeader: true,
    hasMenu: false,
    navigateTo: localePath(employeeContractPaths.list),
    headerStatus: c ? tc(`status.${c.status}`) : '',
  });

  if (contract.isPending) return <PageLoading />;
  if (!c) {
    return (
      <Result
        status={isApiError(contract.error) && contract.error.code === 404 ? '404' : 'error'}
        title={isApiError(contract.error) ? contract.error.message : tc('loadFailed')}
        extra={
          <Button onClick={() => void navigate(localePath(employeeContractPaths.list))}>{tc('back')}</Button>
        }
      />
    );
  }

  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  const benefitName = (idValue: number) =>
    BENEFITS.find((b) => b.value === idValue)?.[locale] ?? String(idValue);

  const saveNote = async () => {
    try {
      await update.mutateAsync({ note: note ?? '' });
      toast.success(messageText('employee_contract.updated'));
      setNote(undefined);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center">
          {!mobile && (
            <Typography.Title level={3} style={{ margin: 0 }}>
              {c.code}
            </Typography.Title>
          )}
          <StatusTag status={c.status} />
        </Space>
        <Space wrap>
          {canManage && c.editable === 'all' && !editing && (
            <Button onClick={() => setEditing(true)}>{tc('edit')}</Button>
          )}
          <Button onClick={() => void navigate(localePath(contractPrintPath(c.id)))}>
            {tc('print.action')}
          </Button>
          <ContractActions contract={c} />
        </Space>
      </Flex>

      {editing ? (
        <Card title={tc('editTitle')}>
          <ContractForm
            defaultValues={formValues(c)}
            staff={c.staff ? { value: c.staff.id, label: c.staff.fullname, label_child: c.staff.code } : null}
            submitLabel={tc('save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              toast.success(messageText('employee_contract.updated'));
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16}>
            <Card>
              <Descriptions column={mobile ? 1 : 2} size="small" bordered={!mobile}>
                <Descriptions.Item label={tc('fields.staff')}>
                  {c.staff ? `${c.staff.fullname} (${c.staff.code})` : tc('none')}
                </Descriptions.Item>
                <Descriptions.Item label={tc('fields.contractType')}>
                  {label('contract_type', c.contract_type)}
                </Descriptions.Item>
                <Descriptions.Item label={tc('fields.startDate')}>{day(c.start_date)}</Descriptions.Item>
                <Descriptions.Item label={tc('fields.endDate')}>
                  {day(c.end_date) || tc('none')}
                </Descriptions.Item>
                <Descriptions.Item label={tc('fields.signingDate')}>{day(c.signing_date)}</Descriptions.Item>
                <Descriptions.Item label={tc('fields.signer')}>
                  {c.signer?.fullname ?? tc('none')}
                </Descriptions.Item>
                <Descriptions.Item label={tc('fields.positionTitle')}>{c.position_title}</Descriptions.Item>
                <Descriptions.Item label={tc('fields.accountingJournal')}>
                  {journalLabel(c.accounting_journal, locale)}
                </Descriptions.Item>
                <Descriptions.Item label={tc('fields.basicSalary')}>
                  {formatVnd(c.basic_salary)}
                </Descriptions.Item>
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
                    {day(c.termination_date)}
                  </Descriptions.Item>
                )}
                {c.status_reason && (
                  <Descriptions.Item label={tc('fields.statusReason')}>{c.status_reason}</Descriptions.Item>
                )}
                <Descriptions.Item label={tc('fields.note')} span={mobile ? 1 : 2}>
                  {note === undefined ? (
                    <Flex justify="space-between" gap={8}>
                      <span style={{ whiteSpace: 'pre-wrap' }}>{c.note || tc('none')}</span>
                      {canManage && c.editable !== 'none' && (
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
            </Card>
            <Card title={tc('fields.attachments')} style={{ marginTop: 16 }}>
              <ContractAttachments
                contractId={c.id}
                files={c.attachments}
                editable={canManage && c.editable !== 'none'}
              />
            </Card>
          </Col>
          <Col xs={24} lg={8}>
            <Card title={tc('history')}>
              <Timeline
                items={c.history.map((h) => ({
                  key: h.id,
                  children: (
                    <>
                      <Typography.Text strong>{tc(`historyAction.${h.action}`)}</Typography.Text>
                      {h.to_status && (
                        <>
                          {' '}
                          <StatusTag status={h.to_status} />
                        </>
                      )}
                      <div>
                        <Typography.Text type="secondary">
                          {formatDateTime(h.at)} · {tc('by', { name: h.actor.username ?? tc('system') })}
                        </Typography.Text>
                      </div>
                      {h.reason && <div>{h.reason}</div>}
                    </>
                  ),
                }))}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
}
