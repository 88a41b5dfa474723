import { useNavigate, useParams } from 'react-router';
import {
  labelsIn,
  WAREHOUSE_KIND_LABELS,
  WAREHOUSE_STATUS_LABELS,
  warehouseFields,
  warehouseStatusMachine,
  type Warehouse,
} from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { DetailPage, RecordForm, RecordGate, StatusActions, type Crumb } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { nppPath } from '../../partner';
import { useChangeWarehouseStatus, useUpdateWarehouse, useWarehouse } from '../api/warehouses';
import { MovementTable } from '../components/MovementTable';
import { ReceiptLinks } from '../components/ReceiptLinks';
import { ReceiptTable } from '../components/ReceiptTable';
import { StockLotTable } from '../components/StockLotTable';
import { WarehouseFormFields } from '../components/WarehouseFormFields';
import { warehouseFormDefaults, type WarehouseFormValues } from '../components/warehouse-form-values';
import { WarehouseStatusTag } from '../components/WarehouseStatusTag';
import { WarehouseSummary } from '../components/WarehouseSummary';
import { useWarehouseTexts } from '../locales';
import { warehousePaths } from '../paths';

const idOf = (value: string | undefined) => {
  const id = Number(value ?? '');
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * One warehouse: its facts and form (`warehouse.manage` edits, stops and reopens), today's stock by
 * lot, its receipts and movements, and the receipt forms opened for it.
 */
function WarehouseView({
  warehouseId,
  crumbs,
  backTo,
}: {
  warehouseId: number | undefined;
  crumbs: Crumb[];
  backTo: string;
}) {
  const texts = useWarehouseTexts();
  const locale = useLocale();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission('warehouse.manage');
  const query = useWarehouse(warehouseId);
  const id = warehouseId ?? 0;
  const update = useUpdateWarehouse(id);
  const changeStatus = useChangeWarehouseStatus();
  return (
    <RecordGate
      query={query}
      title={texts.list.title}
      breadcrumbs={crumbs}
      notFound={texts.page.notFound}
      backTo={backTo}
    >
      {(warehouse: Warehouse) => (
        <DetailPage
          title={warehouse.name}
          breadcrumbs={crumbs}
          status={<WarehouseStatusTag status={warehouse.status} />}
          actions={
            <>
              {warehouse.status === 'active' && <ReceiptLinks warehouseId={id} />}
              {canManage && (
                <StatusActions
                  machine={warehouseStatusMachine}
                  status={warehouse.status}
                  labels={texts.actions}
                  busy={changeStatus.isPending}
                  onAction={async (action) => {
                    await changeStatus.mutateAsync({ id, action });
                    toast.success(messageText('warehouse.status_changed'));
                  }}
                />
              )}
            </>
          }
          tabs={[
            { key: 'stock', label: texts.page.stock, children: <StockLotTable warehouseId={id} /> },
            { key: 'receipts', label: texts.page.receipts, children: <ReceiptTable warehouseId={id} /> },
            { key: 'movements', label: texts.page.movements, children: <MovementTable warehouseId={id} /> },
          ]}
          history={{
            entity: 'warehouse',
            id,
            fieldLabels: texts.fields,
            valueLabels: {
              kind: labelsIn(WAREHOUSE_KIND_LABELS, locale),
              status: labelsIn(WAREHOUSE_STATUS_LABELS, locale),
            },
          }}
        >
          <WarehouseSummary warehouse={warehouse} />
          <RecordForm<typeof warehouseFields, WarehouseFormValues>
            key={warehouse.updated_at}
            schema={warehouseFields}
            defaults={warehouseFormDefaults(warehouse)}
            readOnly={!canManage}
            save={(values) => update.mutateAsync(values)}
            savedMessage={messageText('warehouse.updated')}
            onCancel={() => void navigate(localePath(backTo))}
          >
            {(form) => (
              <WarehouseFormFields
                control={form.control}
                setValue={form.setValue}
                ownerName={warehouse.owner_name}
              />
            )}
          </RecordForm>
        </DetailPage>
      )}
    </RecordGate>
  );
}

/** /warehouse/detail/{id} (designed: the spec has no `/warehouse/{id}`): a central warehouse. */
export function WarehouseDetailPage() {
  const texts = useWarehouseTexts();
  const crumbs = [{ label: texts.list.title, to: warehousePaths.list }];
  return <WarehouseView warehouseId={idOf(useParams().id)} crumbs={crumbs} backTo={warehousePaths.list} />;
}

/**
 * /npp-manager/{id}/{idwarehouse} (spec §2.6): a distributor's warehouse. The crumbs lead back to the
 * warehouses, and to the distributor's page for whoever may open it (`partner`).
 */
export function NppWarehousePage() {
  const texts = useWarehouseTexts();
  const params = useParams();
  const readsPartners = usePermission('partner');
  const distributorId = idOf(params.id) ?? 0;
  const warehouseId = idOf(params.idwarehouse);
  const owner = useWarehouse(warehouseId).data?.owner_name ?? `#${distributorId}`;
  const crumbs = [
    { label: texts.list.title, to: warehousePaths.list },
    readsPartners ? { label: owner, to: nppPath(distributorId) } : { label: owner },
  ];
  return <WarehouseView warehouseId={warehouseId} crumbs={crumbs} backTo={warehousePaths.list} />;
}
