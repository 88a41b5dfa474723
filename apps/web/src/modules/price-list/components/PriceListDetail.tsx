import { Flex } from 'antd';
import { Link } from 'react-router';
import {
  APPROVED_PRICE_LIST_STATUSES,
  EDITABLE_PRICE_LIST_STATUSES,
  formatVnd,
  PRICE_LIST_EXPORT_PATH,
  type PriceList,
} from '@kenh/contract';
import { datedFileName, DetailPage, ExportButton, RecordGate, type Crumb } from '../../../platform/pages';
import { useLocalePath } from '../../../platform/layout';
import { usePermissionCheck } from '../../../platform/session';
import { usePriceList } from '../api/price-lists';
import { usePriceListTexts } from '../locales';
import { historyImagesPath, pendingImagesPath } from '../paths';
import { PriceListActions } from './PriceListActions';
import { PriceListFacts } from './PriceListFacts';
import { PriceListImages } from './PriceListImages';
import { PriceListImportButton } from './PriceListImportButton';
import { PriceListItemsTable } from './PriceListItemsTable';
import { PriceListStatusTag } from './PriceListStatusTag';
import { PricePreviewPanel } from './PricePreviewPanel';

const wasApproved = (list: PriceList) =>
  (APPROVED_PRICE_LIST_STATUSES as readonly string[]).includes(list.status);

/**
 * One price list: its facts and — before approval — the preview against the prices in force, its
 * prices, its images and its audit history (every status change and price change old → new), with
 * the actions this user may run now.
 */
export function PriceListDetail({
  id,
  breadcrumbs,
  backTo,
}: {
  id: number;
  breadcrumbs: readonly Crumb[];
  backTo: string;
}) {
  const texts = usePriceListTexts();
  const can = usePermissionCheck();
  const localePath = useLocalePath();
  const list = usePriceList(id);
  return (
    <RecordGate
      query={list}
      title={texts.kind}
      breadcrumbs={breadcrumbs}
      notFound={texts.form.notFound}
      backTo={backTo}
    >
      {(record) => {
        const editable = (EDITABLE_PRICE_LIST_STATUSES as readonly string[]).includes(record.status);
        const manage = can('pricelistproduct.manage');
        const historyLabels: Record<string, string> = {
          name: texts.fields.name,
          note: texts.fields.note,
          system: texts.fields.system,
          scope_level: texts.fields.scope,
          targets: texts.fields.targets,
          effective_from: texts.fields.effectiveFrom,
          effective_to: texts.fields.effectiveTo,
          status: texts.fields.status,
          revision: texts.fields.revision,
          item_count: texts.fields.items,
          rejection_reason: texts.fields.rejectReason,
          cloned_from: texts.fields.clonedFrom,
        };
        return (
          <DetailPage
            title={record.name}
            breadcrumbs={breadcrumbs}
            status={<PriceListStatusTag status={record.status} />}
            actions={
              <Flex gap={8} wrap align="flex-start" justify="flex-end">
                <PriceListActions list={record} />
                <ExportButton
                  path={PRICE_LIST_EXPORT_PATH.replace(':id', String(record.id))}
                  fileName={datedFileName(`bang-gia-${record.code}`, 'xlsx')}
                />
              </Flex>
            }
            tabs={[
              {
                key: 'items',
                label: `${texts.history.items} (${record.item_count})`,
                children: (
                  <>
                    {editable && manage && (
                      <div style={{ marginBottom: 12 }}>
                        <PriceListImportButton listId={record.id} />
                      </div>
                    )}
                    <PriceListItemsTable listId={record.id} />
                  </>
                ),
              },
              {
                key: 'images',
                label: `${texts.actions.images} (${record.image_count})`,
                children: (
                  <>
                    <div style={{ marginBottom: 12 }}>
                      <Link
                        to={localePath(
                          (wasApproved(record) ? historyImagesPath : pendingImagesPath)(record.id),
                        )}
                      >
                        {texts.images.openPage}
                      </Link>
                    </div>
                    <PriceListImages listId={record.id} editable={manage && record.status !== 'cancelled'} />
                  </>
                ),
              },
            ]}
            history={{
              entity: 'price_list',
              id: record.id,
              fieldLabels: historyLabels,
              valueLabels: { status: texts.statuses, scope_level: texts.scopes },
              formatValue: (field, value) => {
                if (field === 'targets' && Array.isArray(value))
                  return value
                    .map((id) => record.targets.find((t) => t.id === id)?.name ?? `#${String(id)}`)
                    .join(', ');
                // A price change names its row `<variant code> / <unit>`: old and new prices in VND.
                if (!(field in historyLabels) && typeof value === 'number') return formatVnd(value);
                return undefined;
              },
              actionLabels: texts.historyActions,
            }}
          >
            <PriceListFacts list={record} />
            {!wasApproved(record) && record.status !== 'cancelled' && (
              <div style={{ marginTop: 24 }}>
                <PricePreviewPanel listId={record.id} />
              </div>
            )}
          </DetailPage>
        );
      }}
    </RecordGate>
  );
}
