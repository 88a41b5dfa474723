import { useState } from 'react';
import { Empty, Flex, Input, Pagination, Table } from 'antd';
import type { LocatedAccount } from '@kenh/contract';
import { useIsMobile } from '../../../platform/layout';
import { fill, ListCards } from '../../../platform/pages';
import { LOCATE_PAGE_SIZE, useAccountsInLocation } from '../api/locate';
import { useLocateTexts } from '../locales';
import { useLocatedAccountColumns } from './located-account-columns';

/** Accounts assigned to an area (`get_all_account_in_zone` by `area_id`), searched and paged. */
export function LocatedAccounts({ areaId }: { areaId: number }) {
  const texts = useLocateTexts();
  const mobile = useIsMobile();
  const columns = useLocatedAccountColumns();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const accounts = useAccountsInLocation({
    area_id: areaId,
    ...(search ? { search } : {}),
    page,
    page_size: LOCATE_PAGE_SIZE,
  });
  const results = accounts.data?.results ?? [];
  const empty = <Empty description={accounts.error?.message ?? texts.overview.noAccounts} />;
  return (
    <Flex vertical gap={16}>
      <Input.Search
        aria-label={texts.overview.searchAccounts}
        placeholder={texts.overview.searchAccounts}
        allowClear
        onSearch={(value) => {
          setSearch(value.trim());
          setPage(0);
        }}
        style={{ width: mobile ? '100%' : 280 }}
      />
      {mobile ? (
        results.length === 0 ? (
          empty
        ) : (
          <ListCards rows={results} rowKey={(a) => a.id} cardTitle={(a) => a.fullname} columns={columns} />
        )
      ) : (
        <Table<LocatedAccount>
          rowKey="id"
          columns={columns.map((c) => ({
            key: c.key,
            title: c.title,
            render: (_: unknown, a: LocatedAccount) => c.render(a),
          }))}
          dataSource={results}
          loading={accounts.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
        />
      )}
      <Flex justify="end">
        <Pagination
          current={page + 1}
          pageSize={LOCATE_PAGE_SIZE}
          total={accounts.data?.total ?? 0}
          showSizeChanger={false}
          size={mobile ? 'small' : 'middle'}
          showTotal={(total) => fill(texts.overview.totalAccounts, { total })}
          onChange={(next) => setPage(next - 1)}
        />
      </Flex>
    </Flex>
  );
}
