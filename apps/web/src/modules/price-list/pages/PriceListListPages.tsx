import { Flex } from 'antd';
import { APPROVED_PRICE_LIST_STATUSES, priceListStatuses, WORKING_PRICE_LIST_STATUSES } from '@kenh/contract';
import { CreatePriceListButton } from '../components/CreatePriceListButton';
import { PriceListLinks } from '../components/PriceListLinks';
import { PriceListList } from '../components/PriceListList';
import { usePriceListTexts } from '../locales';
import { historyDetailPath, managerDetailPath, pendingDetailPath, priceListPaths } from '../paths';

/** /product/price-list: every price list, any status (Sản phẩm › Bảng giá). */
export function PriceListManagerPage() {
  const texts = usePriceListTexts();
  return (
    <PriceListList
      listId="price-list.manager"
      title={texts.manager.title}
      statuses={priceListStatuses}
      detailPath={managerDetailPath}
      emptyText={texts.manager.empty}
      actions={
        <Flex gap={16} wrap align="center">
          <PriceListLinks />
          <CreatePriceListButton to={priceListPaths.managerNew} />
        </Flex>
      }
    />
  );
}

/** /price-list/pending: lists still being worked on — drafts, waiting for approval, sent back. */
export function PendingListPage() {
  const texts = usePriceListTexts();
  return (
    <PriceListList
      listId="price-list.pending"
      title={texts.pending.title}
      breadcrumbs={[{ label: texts.overview.title, to: priceListPaths.overview }]}
      stage="working"
      statuses={WORKING_PRICE_LIST_STATUSES}
      detailPath={pendingDetailPath}
      emptyText={texts.pending.empty}
      actions={<CreatePriceListButton to={priceListPaths.pendingCreate} />}
    />
  );
}

/** /price-list/history: lists approved once — waiting for their time, in force, replaced, expired. */
export function HistoryListPage() {
  const texts = usePriceListTexts();
  return (
    <PriceListList
      listId="price-list.history"
      title={texts.history.title}
      breadcrumbs={[{ label: texts.overview.title, to: priceListPaths.overview }]}
      stage="history"
      statuses={APPROVED_PRICE_LIST_STATUSES}
      detailPath={historyDetailPath}
      emptyText={texts.history.empty}
    />
  );
}
