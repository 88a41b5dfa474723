import { Card, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useMessageText } from '../../../platform/i18n';
import { toast } from '../../../platform/feedback';
import { useDocumentTitle, useHeader, useIsMobile, useLocalePath } from '../../../platform/layout';
import { useCreateContract, useNextCode } from '../api/contracts';
import { ContractForm } from '../components/ContractForm';
import { contractDetailPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';

/** /staff-manager/employee-contract/create: a new contract, saved as a draft. */
export function ContractCreatePage() {
  const tc = useContractTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const nextCode = useNextCode();
  const create = useCreateContract();
  useDocumentTitle(tc('createTitle'));
  useHeader({
    headerTitle: tc('createTitle'),
    hasIconBackHeader: true,
    hasMenu: false,
    navigateTo: localePath(employeeContractPaths.list),
  });

  return (
    <>
      {!mobile && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {tc('createTitle')}
        </Typography.Title>
      )}
      <Card>
        <Typography.Paragraph>
          {tc('nextCode')}: <Typography.Text strong>{nextCode.data?.next_code ?? '…'}</Typography.Text>{' '}
          <Typography.Text type="secondary">({tc('nextCodeHint')})</Typography.Text>
        </Typography.Paragraph>
        <ContractForm
          submitLabel={tc('saveDraft')}
          onCancel={() => void navigate(localePath(employeeContractPaths.list))}
          onSubmit={async (values) => {
            const created = await create.mutateAsync(values);
            toast.success(messageText('employee_contract.created'), { description: created.code });
            await navigate(localePath(contractDetailPath(created.id)));
          }}
        />
      </Card>
    </>
  );
}
