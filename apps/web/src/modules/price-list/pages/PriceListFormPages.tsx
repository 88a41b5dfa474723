import { Alert } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { EDITABLE_PRICE_LIST_STATUSES, type PriceList, type PriceListItem } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailLoading, fill, PageHeader, RecordGate, type Crumb } from '../../../platform/pages';
import {
  useAllPriceListItems,
  useCreatePriceList,
  usePriceList,
  useUpdatePriceList,
} from '../api/price-lists';
import { PriceListForm } from '../components/PriceListForm';
import { PriceListImportButton } from '../components/PriceListImportButton';
import { EMPTY_PRICE_LIST, formValuesOf } from '../components/price-list-form-values';
import { usePriceListTexts } from '../locales';
import { pendingDetailPath, priceListPaths } from '../paths';

/** A new draft; saved, it opens on its pending page (submit, images, Excel rows). */
function CreatePriceList({ breadcrumbs, backTo }: { breadcrumbs: readonly Crumb[]; backTo: string }) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreatePriceList();
  return (
    <PriceListForm
      title={texts.form.createTitle}
      breadcrumbs={breadcrumbs}
      initial={EMPTY_PRICE_LIST}
      onCancel={() => void navigate(localePath(backTo))}
      onSubmit={async (fields) => {
        const list = await create.mutateAsync(fields);
        toast.success(messageText('price-list.created'));
        void navigate(localePath(pendingDetailPath(list.id)), { replace: true });
      }}
    />
  );
}

/** /product/price-list/new */
export function ManagerCreatePage() {
  const texts = usePriceListTexts();
  return (
    <CreatePriceList
      breadcrumbs={[{ label: texts.manager.title, to: priceListPaths.manager }]}
      backTo={priceListPaths.manager}
    />
  );
}

/** /price-list/pending/create */
export function PendingCreatePage() {
  const texts = usePriceListTexts();
  return (
    <CreatePriceList
      breadcrumbs={[
        { label: texts.overview.title, to: priceListPaths.overview },
        { label: texts.pending.title, to: priceListPaths.pending },
      ]}
      backTo={priceListPaths.pending}
    />
  );
}

/** /price-list/pending/{id}/edit: a draft or rejected list, every row in the grid. */
export function PendingEditPage() {
  const texts = usePriceListTexts();
  const id = Number(useParams().id);
  const list = usePriceList(id);
  const items = useAllPriceListItems(id);
  const breadcrumbs: Crumb[] = [
    { label: texts.overview.title, to: priceListPaths.overview },
    { label: texts.pending.title, to: priceListPaths.pending },
  ];
  return (
    <RecordGate
      query={list}
      title={texts.form.editTitle}
      breadcrumbs={breadcrumbs}
      notFound={texts.form.notFound}
      backTo={priceListPaths.pending}
    >
      {(record) => {
        const crumbs = [...breadcrumbs, { label: record.name, to: pendingDetailPath(record.id) }];
        return items.data === undefined ? (
          <DetailLoading title={texts.form.editTitle} breadcrumbs={crumbs} />
        ) : (
          // A new revision (an Excel import) starts the form again from what the server holds.
          <EditPriceList
            key={`${record.id}:${record.revision}`}
            record={record}
            items={items.data}
            breadcrumbs={crumbs}
          />
        );
      }}
    </RecordGate>
  );
}

function EditPriceList({
  record,
  items,
  breadcrumbs,
}: {
  record: PriceList;
  items: readonly PriceListItem[];
  breadcrumbs: readonly Crumb[];
}) {
  const texts = usePriceListTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = useUpdatePriceList(record.id);
  const detail = pendingDetailPath(record.id);
  if (!(EDITABLE_PRICE_LIST_STATUSES as readonly string[]).includes(record.status)) {
    return (
      <>
        <PageHeader title={texts.form.editTitle} breadcrumbs={breadcrumbs} />
        <Alert
          type="info"
          showIcon
          title={fill(texts.form.readOnly, { status: texts.statuses[record.status] })}
        />
      </>
    );
  }
  return (
    <PriceListForm
      title={texts.form.editTitle}
      breadcrumbs={breadcrumbs}
      initial={formValuesOf(record, items)}
      targets={record.targets}
      tools={<PriceListImportButton listId={record.id} />}
      onCancel={() => void navigate(localePath(detail))}
      onSubmit={async (fields) => {
        await update.mutateAsync(fields);
        toast.success(messageText('price-list.updated'));
        void navigate(localePath(detail));
      }}
    />
  );
}
