import { useState } from 'react';
import { Button, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EMPLOYEE_CONTRACT_MANAGE, type EmployeeContractDetail } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, FormBody, RecordGate } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useContract, useUpdateContract } from '../api/contracts';
import { ContractActions } from '../components/ContractActions';
import { ContractAttachments } from '../components/ContractAttachments';
import { ContractFields, useContractEditor } from '../components/ContractForm';
import { useContractHistory } from '../components/contract-history';
import type { ContractFormValues } from '../components/contract-form-resolver';
import { ContractInfo } from '../components/ContractInfo';
import { StatusTag } from '../components/StatusTag';
import { StatusTimeline } from '../components/StatusTimeline';
import { contractPrintPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';

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

/** A draft's fields in the kit's form; saving updates the contract and goes back to reading it. */
function ContractEditForm({ contract: c, onDone }: { contract: EmployeeContractDetail; onDone: () => void }) {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const update = useUpdateContract(c.id);
  const form = useContractEditor(formValues(c));
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {tc('editTitle')}
      </Typography.Title>
      <FormBody
        form={form}
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          toast.success(messageText('employee_contract.updated'));
          onDone();
        }}
        onCancel={onDone}
      >
        <ContractFields
          form={form}
          staff={c.staff ? { value: c.staff.id, label: c.staff.fullname, label_child: c.staff.code } : null}
        />
      </FormBody>
    </>
  );
}

/**
 * /staff-manager/employee-contract/:id: the contract, the status buttons its status and the user's
 * permissions allow, attachments, its status steps and the audit trail; a draft can be edited, a
 * pending, approved or active contract only in its note.
 */
export function ContractDetailPage() {
  const tc = useContractTexts();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const contract = useContract(id);
  const canManage = usePermission(EMPLOYEE_CONTRACT_MANAGE);
  const history = useContractHistory(id);
  const [editing, setEditing] = useState(false);
  const crumbs = [{ label: tc('title'), to: employeeContractPaths.list }];

  return (
    <RecordGate
      query={contract}
      title={tc('detailTitle')}
      breadcrumbs={crumbs}
      notFound={tc('notFound')}
      backTo={employeeContractPaths.list}
    >
      {(c) => {
        const editable = canManage && c.editable !== 'none';
        return (
          <DetailPage
            title={c.code}
            breadcrumbs={crumbs}
            status={<StatusTag status={c.status} />}
            actions={
              <>
                {canManage && c.editable === 'all' && !editing && (
                  <Button onClick={() => setEditing(true)}>{tc('edit')}</Button>
                )}
                <Button onClick={() => void navigate(localePath(contractPrintPath(c.id)))}>
                  {tc('print.action')}
                </Button>
                <ContractActions contract={c} />
              </>
            }
            tabs={[
              {
                key: 'attachments',
                label: tc('fields.attachments'),
                children: <ContractAttachments contractId={c.id} files={c.attachments} editable={editable} />,
              },
              {
                key: 'status-history',
                label: tc('history'),
                children: <StatusTimeline history={c.history} />,
              },
            ]}
            history={history}
          >
            {editing ? (
              <ContractEditForm key={c.updated_at} contract={c} onDone={() => setEditing(false)} />
            ) : (
              <ContractInfo key={c.updated_at} contract={c} canEditNote={editable} />
            )}
          </DetailPage>
        );
      }}
    </RecordGate>
  );
}
