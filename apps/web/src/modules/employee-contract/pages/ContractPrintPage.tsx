import { Button, Flex, Result } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { staffApi } from '@kenh/contract';
import { isApiError, useEndpointQuery } from '../../../platform/api';
import { PageLoading, useDocumentTitle, useHeader, useLocalePath } from '../../../platform/layout';
import { useContract } from '../api/contracts';
import { ContractDocument } from '../components/ContractDocument';
import { contractDetailPath, employeeContractPaths } from '../paths';
import { useContractTexts } from '../texts';
import './contract-print.css';

/**
 * /staff-manager/employee-contract/:id/print: the contract as a printable Vietnamese labour contract;
 * "In / Lưu PDF" opens the browser's print dialog, where "Save as PDF" makes the PDF. The print
 * style sheet keeps the document alone on A4 pages.
 */
export function ContractPrintPage() {
  const tc = useContractTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = Number(useParams().id);
  const contract = useContract(id);
  const c = contract.data;
  // The employee's papers (birth date, citizen ID, address) come from the staff record when the
  // reader may open it (the endpoint hook asks only then); otherwise those lines stay blank.
  const staff = useEndpointQuery(
    staffApi.mGet,
    { params: { id: c?.staff_id ?? 0 } },
    { enabled: c !== undefined },
  );
  const back = localePath(c ? contractDetailPath(c.id) : employeeContractPaths.list);
  const title = c ? `${tc('print.action')} ${c.code}` : tc('print.action');
  useDocumentTitle(title);
  useHeader({ headerTitle: title, hasIconBackHeader: true, hasMenu: false, navigateTo: back });

  if (contract.isPending) return <PageLoading />;
  if (!c) {
    return (
      <Result
        status={isApiError(contract.error) && contract.error.code === 404 ? '404' : 'error'}
        title={isApiError(contract.error) ? contract.error.message : tc('loadFailed')}
        extra={<Button onClick={() => void navigate(back)}>{tc('back')}</Button>}
      />
    );
  }
  return (
    <>
      <Flex className="contract-print__toolbar" justify="end" gap={8} style={{ marginBottom: 16 }}>
        <Button onClick={() => void navigate(back)}>{tc('back')}</Button>
        <Button type="primary" onClick={() => window.print()}>
          {tc('print.button')}
        </Button>
      </Flex>
      <ContractDocument contract={c} staff={staff.data} />
    </>
  );
}
