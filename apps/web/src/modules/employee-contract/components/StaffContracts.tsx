import { Button, Card, Flex, Space, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  EMPLOYEE_CONTRACT_MANAGE,
  EMPLOYEE_CONTRACT_MASTERDATA,
  EMPLOYEE_CONTRACT_READ,
  employeeContractApi,
  employeeContractLabel,
  formatDate,
} from '@kenh/contract';
import { useEndpointQuery } from '../../../platform/api';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { ItemList } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { contractCreatePath, contractDetailPath, contractListPath } from '../paths';
import { useContractTexts } from '../texts';
import { StatusTag } from './StatusTag';

/** Contracts shown on a staff record; more open in the list filtered by the staff member. */
const SHOWN = 10;

/**
 * "Hợp đồng lao động" on a staff record (a staff record section): the member's contracts newest
 * first, each linking to its page, and "Tạo hợp đồng" opening the create page with the member chosen.
 * Hidden from users who may not read contracts. The `staff.record` section of this module's manifest.
 */
export function StaffContracts({ recordId: staffId }: { recordId: number }) {
  const canRead = usePermission(EMPLOYEE_CONTRACT_READ);
  return canRead ? <ContractsCard staffId={staffId} /> : null;
}

function ContractsCard({ staffId }: { staffId: number }) {
  const tc = useContractTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const canManage = usePermission(EMPLOYEE_CONTRACT_MANAGE);
  const contracts = useEndpointQuery(employeeContractApi.list, {
    body: { staff_id: staffId, page: 0, page_size: SHOWN },
  });
  const typeLabel = (value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA.contract_type, value, locale);
  const total = contracts.data?.total ?? 0;
  return (
    <Card
      size="small"
      title={tc('title')}
      extra={
        canManage && (
          <Button
            type="primary"
            size="small"
            onClick={() => void navigate(localePath(contractCreatePath(staffId)))}
          >
            {tc('create')}
          </Button>
        )
      }
    >
      <ItemList
        loading={contracts.isPending}
        items={contracts.data?.results ?? []}
        rowKey="id"
        emptyText={contracts.isError ? tc('loadFailed') : tc('staffSection.empty')}
        renderItem={(c) => (
          <Flex justify="space-between" align="start" gap={8}>
            <Flex vertical gap={4}>
              <Link to={localePath(contractDetailPath(c.id))}>{c.code}</Link>
              <Space size={4} wrap>
                <span>{typeLabel(c.contract_type)}</span>
                <Typography.Text type="secondary">
                  {tc('staffSection.period', {
                    start: formatDate(c.start_date),
                    end: formatDate(c.end_date) || '…',
                  })}
                </Typography.Text>
              </Space>
            </Flex>
            <StatusTag status={c.status} />
          </Flex>
        )}
      />
      {total > SHOWN && (
        <Link to={localePath(contractListPath({ staff_id: staffId }))}>
          {tc('staffSection.all', { total })}
        </Link>
      )}
    </Card>
  );
}
