import { Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { staffApi } from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage } from '../../../platform/pages';
import { useCreateContract, useNextCode } from '../api/contracts';
import { ContractFields, EMPTY_CONTRACT, useContractEditor } from '../components/ContractForm';
import { contractDetailPath, CREATE_STAFF_PARAM, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';

/** The staff member the address chooses (`?staff_id=12`, from a staff record), if any. */
function useChosenStaff() {
  const [search] = useSearchParams();
  const id = Number(search.get(CREATE_STAFF_PARAM));
  const staffId = Number.isInteger(id) && id > 0 ? id : undefined;
  // The name shows in the picker when the user may read staff records (the endpoint hook asks only
  // then); the id is enough to save.
  const staff = useEndpointQuery(
    staffApi.mGet,
    { params: { id: staffId ?? 0 } },
    { enabled: staffId !== undefined },
  );
  const choice = staff.data
    ? { value: staff.data.id, label: staff.data.fullname, label_child: staff.data.code }
    : null;
  return { staffId, choice };
}

/**
 * /staff-manager/employee-contract/create: a new contract, saved as a draft; opened from a staff
 * record, the staff member is already chosen.
 */
export function ContractCreatePage() {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const nextCode = useNextCode();
  const create = useCreateContract();
  const chosen = useChosenStaff();
  const form = useContractEditor(
    chosen.staffId === undefined ? EMPTY_CONTRACT : { ...EMPTY_CONTRACT, staff_id: chosen.staffId },
  );

  return (
    <FormPage
      title={tc('createTitle')}
      breadcrumbs={[{ label: tc('title'), to: employeeContractPaths.list }]}
      form={form}
      submitLabel={tc('saveDraft')}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(values);
        toast.success(messageText('employee_contract.created'), { description: created.code });
        void navigate(localePath(contractDetailPath(created.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(employeeContractPaths.list))}
    >
      <Typography.Paragraph>
        {tc('nextCode')}: <Typography.Text strong>{nextCode.data?.next_code ?? '…'}</Typography.Text>{' '}
        <Typography.Text type="secondary">({tc('nextCodeHint')})</Typography.Text>
      </Typography.Paragraph>
      <ContractFields form={form} staff={chosen.choice} />
    </FormPage>
  );
}
