import { Button, Card, List, Space, Typography } from 'antd';
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
      <List
        loading={contracts.isPending}
        dataSource={contracts.data?.results ?? []}
        locale={{ emptyText: contracts.isError ? tc('loadFailed') : tc('staffSection.empty') }}
        renderItem={(c) => (
          <List.Item key={c.id} extra={<StatusTag status={c.status} />}>
            <List.Item.Meta
              title={<Link to={localePath(contractDetailPath(c.id))}>{c.code}</Link>}
              description={
                <Space size={4} wrap>
                  <span>{typeLabel(c.contract_type)}</span>
                  <Typography.Text type="secondary">
                    {tc('staffSection.period', {
                      start: formatDate(c.start_date),
                      end: formatDate(c.end_date) || '…',
                    })}
                  </Typography.Text>
                </Space>
              }
            />
          </List.Item>
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
