import { Descriptions } from 'antd';
import type { StaffDetail } from '@kenh/contract';
import { useStaffTexts } from '../locales';
import { StatusTag } from './StatusTag';

/** Read-only facts of a record that no form field holds: code, account, status, reports. */
export function StaffSummary({ staff }: { staff: StaffDetail }) {
  const texts = useStaffTexts();
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 4 }}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'code', label: texts.fields.code, children: staff.code },
        { key: 'account', label: texts.fields.account, children: staff.account?.username ?? '—' },
        { key: 'status', label: texts.fields.status, children: <StatusTag status={staff.status} /> },
        { key: 'reports', label: texts.fields.reports, children: staff.report_count },
      ]}
    />
  );
}
