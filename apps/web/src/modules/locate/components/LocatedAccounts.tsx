import { useState } from 'react';
import { Card, Empty, Flex, Input, List, Pagination, Table, type TableColumnsType } from 'antd';
import type { LocatedAccount } from '@kenh/contract';
import { useIsMobile } from '../../../platform/layout';
import { LOCATE_PAGE_SIZE, useAccountsInLocation } from '../api/locate';
import { fill } from '../../../platform/pages';
import { useLocateTexts } from '../locales';
import { StatusTag } from './StatusTag';

/** Accounts assigned to a zone or an area (`get_all_account_in_zone`), searched and paged. */
export function LocatedAccounts({ zoneId, areaId }: { zoneId?: number; areaId?: number }) {
  const texts = useLocateTexts();
  const mobile = useIsMobile();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const accounts = useAccountsInLocation({
    ...(zoneId !== undefined ? { zone_id: zoneId } : { area_id: areaId! }),
    ...(search ? { search } : {}),
    page,
    page_size: LOCATE_PAGE_SIZE,
  });
  const c = texts.overview.accountColumns;
  const status = (a: LocatedAccount) => <StatusTag active={a.is_active} />;
  const columns: TableColumnsType<LocatedAccount> = [
    { key: 'username', title: c.username, dataIndex: 'username' },
    { key: 'fullname', title: c.fullname, dataIndex: 'fullname' },
    { key: 'position', title: c.position, render: (_, a) => a.position ?? '' },
    { key: 'phone', title: c.phone, render: (_, a) => a.phone ?? '' },
    { key: 'status', title: texts.fields.status, render: (_, a) => status(a) },
  ];
  const results = accounts.data?.results ?? [];
  return (
    <Card title={texts.overview.accountsTitle}>
      <Input.Search
        aria-label={texts.overview.searchAccounts}
        placeholder={texts.overview.searchAccounts}
        allowClear
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(0);
        }}
        style={{ width: mobile ? '100%' : 280, marginBottom: 16 }}
      />
      {mobile ? (
        <List
          loading={accounts.isFetching}
          dataSource={results}
          locale={{ emptyText: <Empty description={texts.overview.noAccounts} /> }}
          renderItem={(a) => (
            <List.Item>
              <List.Item.Meta
                title={a.fullname}
                description={[a.username, a.position, a.phone].filter(Boolean).join(' · ')}
              />
              {status(a)}
            </List.Item>
          )}
        />
      ) : (
        <Table<LocatedAccount>
          rowKey="id"
          columns={columns}
          dataSource={results}
          loading={accounts.isFetching}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: accounts.isError ? accounts.error.message : texts.overview.noAccounts }}
        />
      )}
      <Flex justify="end" style={{ marginTop: 16 }}>
        <Pagination
          current={page + 1}
          pageSize={LOCATE_PAGE_SIZE}
          total={accounts.data?.total ?? 0}
          showSizeChanger={false}
          size={mobile ? 'small' : 'default'}
          showTotal={(total) => fill(texts.overview.totalAccounts, { total })}
          onChange={(next) => setPage(next - 1)}
        />
      </Flex>
    </Card>
  );
}
