import { useState } from 'react';
import { Flex, Pagination, Rate, Typography } from 'antd';
import { formatDateTime } from '@kenh/contract';
import { ItemList } from '../../../platform/pages';
import { useProductRatings } from '../api/products';
import { useProductTexts } from '../locales';

/** Ratings and comments on the product's variants, newest first. */
export function ProductRatingsTab({ productId }: { productId: number }) {
  const texts = useProductTexts();
  const [page, setPage] = useState(0);
  const ratings = useProductRatings(productId, page);
  const total = ratings.data?.total ?? 0;
  return (
    <Flex vertical gap={12}>
      <ItemList
        items={ratings.data?.results ?? []}
        rowKey="id"
        loading={ratings.isLoading}
        emptyText={ratings.error?.message ?? texts.detail.noRatings}
        renderItem={(r) => (
          <Flex vertical gap={2}>
            <Flex gap={8} wrap align="center">
              <Rate disabled value={r.stars} style={{ fontSize: 14 }} />
              <Typography.Text strong>{r.account_name ?? texts.detail.anonymous}</Typography.Text>
              <Typography.Text type="secondary">
                {r.variant_name} · {formatDateTime(r.created_at)}
              </Typography.Text>
            </Flex>
            {r.comment && <Typography.Text>{r.comment}</Typography.Text>}
          </Flex>
        )}
      />
      {total > 10 && (
        <Pagination
          current={page + 1}
          pageSize={10}
          total={total}
          onChange={(p) => setPage(p - 1)}
          size="small"
        />
      )}
    </Flex>
  );
}
