import { Button, List, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { Zone } from '@kenh/contract';
import { useIsMobile, useLocalePath } from '../../../platform/layout';
import { useLocateTexts } from '../locales';
import { zonePath } from '../paths';

/** The zones of one area, as a compact table (cards on phones); used by the list and detail pages. */
export function ZoneTable({
  zones,
  loading,
  canDelete,
  onDelete,
  zoneLink = zonePath,
}: {
  zones: readonly Zone[];
  loading?: boolean;
  canDelete?: boolean;
  onDelete?: (zone: Zone) => void;
  zoneLink?: (zone: number) => string;
}) {
  const texts = useLocateTexts();
  const localePath = useLocalePath();
  const mobile = useIsMobile();
  const status = (z: Zone) =>
    z.is_active ? <Tag color="green">{texts.fields.active}</Tag> : <Tag>{texts.fields.inactive}</Tag>;
  if (mobile) {
    return (
      <List
        size="small"
        loading={loading}
        dataSource={[...zones]}
        locale={{ emptyText: texts.list.noZones }}
        renderItem={(z) => (
          <List.Item
            actions={
              canDelete && onDelete
                ? [
                    <Button key="delete" size="small" danger onClick={() => onDelete(z)}>
                      {texts.list.delete}
                    </Button>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={<Link to={localePath(zoneLink(z.id))}>{z.name}</Link>}
              description={
                <Space wrap size={4}>
                  <Typography.Text type="secondary">{z.code}</Typography.Text>
                  {status(z)}
                  <span>{`${texts.fields.accounts}: ${z.account_count}`}</span>
                </Space>
              }
            />
          </List.Item>
        )}
      />
    );
  }
  const columns: TableColumnsType<Zone> = [
    { key: 'code', title: texts.fields.code, dataIndex: 'code', width: 110 },
    {
      key: 'name',
      title: texts.fields.zoneName,
      render: (_, z) => <Link to={localePath(zoneLink(z.id))}>{z.name}</Link>,
    },
    { key: 'supervisor', title: texts.fields.supervisor, render: (_, z) => z.supervisor?.fullname ?? '' },
    { key: 'accounts', title: texts.fields.accounts, dataIndex: 'account_count', width: 120 },
    { key: 'status', title: texts.fields.status, render: (_, z) => status(z), width: 150 },
    ...(canDelete && onDelete
      ? [
          {
            key: 'actions',
            title: '',
            width: 90,
            render: (_: unknown, z: Zone) => (
              <Button size="small" danger onClick={() => onDelete(z)}>
                {texts.list.delete}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Table<Zone>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...zones]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: texts.list.noZones }}
    />
  );
}
