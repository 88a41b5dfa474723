import { useParams } from 'react-router';
import { PageHeader, RecordGate, type Crumb } from '../../../platform/pages';
import { usePermissionCheck } from '../../../platform/session';
import { usePriceList } from '../api/price-lists';
import { PriceListDetail } from '../components/PriceListDetail';
import { PriceListImages } from '../components/PriceListImages';
import { usePriceListTexts } from '../locales';
import { historyDetailPath, pendingDetailPath, priceListPaths } from '../paths';
import { PriceListManagerPage } from './PriceListListPages';

const useId = () => Number(useParams().id);

/** /product/price-list/{id?}: without an id the manager's list (spec §2.5), with one the list's page. */
export function ManagerDetailOrListPage() {
  const texts = usePriceListTexts();
  const { id } = useParams();
  if (id === undefined) return <PriceListManagerPage />;
  return (
    <PriceListDetail
      id={Number(id)}
      breadcrumbs={[{ label: texts.manager.title, to: priceListPaths.manager }]}
      backTo={priceListPaths.manager}
    />
  );
}

function usePendingCrumbs(): Crumb[] {
  const texts = usePriceListTexts();
  return [
    { label: texts.overview.title, to: priceListPaths.overview },
    { label: texts.pending.title, to: priceListPaths.pending },
  ];
}

function useHistoryCrumbs(): Crumb[] {
  const texts = usePriceListTexts();
  return [
    { label: texts.overview.title, to: priceListPaths.overview },
    { label: texts.history.title, to: priceListPaths.history },
  ];
}

/** /price-list/pending/{id}: the preview and the approval actions. */
export function PendingDetailPage() {
  return <PriceListDetail id={useId()} breadcrumbs={usePendingCrumbs()} backTo={priceListPaths.pending} />;
}

/** /price-list/history/{id}: an approved list, its prices and audit history. */
export function HistoryDetailPage() {
  return <PriceListDetail id={useId()} breadcrumbs={useHistoryCrumbs()} backTo={priceListPaths.history} />;
}

function ImagesPage({
  crumbs,
  detailPath,
  backTo,
}: {
  crumbs: Crumb[];
  detailPath: (id: number) => string;
  backTo: string;
}) {
  const texts = usePriceListTexts();
  const can = usePermissionCheck();
  const id = useId();
  const list = usePriceList(id);
  return (
    <RecordGate
      query={list}
      title={texts.images.title}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={backTo}
    >
      {(record) => (
        <>
          <PageHeader
            title={texts.images.title}
            breadcrumbs={[...crumbs, { label: record.name, to: detailPath(record.id) }]}
          />
          <PriceListImages
            listId={record.id}
            editable={can('pricelistproduct.manage') && record.status !== 'cancelled'}
          />
        </>
      )}
    </RecordGate>
  );
}

/** /price-list/pending/{id}/images */
export function PendingImagesPage() {
  return (
    <ImagesPage crumbs={usePendingCrumbs()} detailPath={pendingDetailPath} backTo={priceListPaths.pending} />
  );
}

/** /price-list/history/{id}/images */
export function HistoryImagesPage() {
  return (
    <ImagesPage crumbs={useHistoryCrumbs()} detailPath={historyDetailPath} backTo={priceListPaths.history} />
  );
}
