import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { warehouseFields, warehouseStatusMachine } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailPage,
  FormPage,
  RecordForm,
  RecordGate,
  StatusActions,
  useContractForm,
} from '../../../platform/pages';
import { hasPermission, useSessionAccess, useSessionUser } from '../../../platform/session';
import {
  useWarehouse,
  useChangeWarehouseStatus,
  useCreateWarehouse,
  useUpdateWarehouse,
} from '../api/warehouse';
import {
  warehouseFormDefaults,
  WarehouseFormFields,
  WarehouseStatusTag,
  type WarehouseFormValues,
} from '../components/WarehouseFields';
import { useDeleteWarehouseRecord } from '../components/use-delete-warehouse';
import { useWarehouseTexts, type WarehouseMessages } from '../locales';
import { warehousePath, warehousePaths } from '../paths';

const listCrumb = (texts: WarehouseMessages) => ({ label: texts.list.title, to: warehousePaths.list });

const useCanManage = () => hasPermission(useSessionUser(), useSessionAccess(), 'warehouse.manage');

/** /warehouse/create */
export function WarehouseCreatePage() {
  const texts = useWarehouseTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateWarehouse();
  const form = useContractForm<typeof warehouseFields, WarehouseFormValues>(
    warehouseFields,
    warehouseFormDefaults(),
  );
  return (
    <FormPage
      title={texts.form.createTitle}
      breadcrumbs={[listCrumb(texts)]}
      form={form}
      onSubmit={async (values) => {
        const record = await create.mutateAsync(values);
        toast.success(messageText('warehouse.created'));
        void navigate(localePath(warehousePath(record.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(warehousePaths.list))}
    >
      <WarehouseFormFields control={form.control} />
    </FormPage>
  );
}

/** /warehouse/:id — the record, its status actions, delete, and its history. */
export function WarehouseDetailPage() {
  const texts = useWarehouseTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManage();
  const remove = useDeleteWarehouseRecord();
  const numeric = Number(useParams().id);
  const id = Number.isInteger(numeric) && numeric > 0 ? numeric : 0;
  const record = useWarehouse(id > 0 ? id : undefined);
  const changeStatus = useChangeWarehouseStatus(id);
  const crumbs = [listCrumb(texts)];
  const toList = () => void navigate(localePath(warehousePaths.list));
  const update = useUpdateWarehouse(id);
  return (
    <RecordGate
      query={record}
      title={texts.form.detailTitle}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={warehousePaths.list}
    >
      {(data) => (
        <DetailPage
          title={data.name}
          breadcrumbs={crumbs}
          status={<WarehouseStatusTag status={data.status} />}
          actions={
            canManage && (
              <>
                <StatusActions
                  machine={warehouseStatusMachine}
                  status={data.status}
                  labels={texts.actions}
                  busy={changeStatus.isPending}
                  onAction={async (action) => {
                    await changeStatus.mutateAsync(action);
                    toast.success(messageText('warehouse.status_changed'));
                  }}
                />
                <Button
                  danger
                  onClick={() =>
                    void remove(data).then((deleted) => {
                      if (deleted) toList();
                    })
                  }
                >
                  {texts.list.delete}
                </Button>
              </>
            )
          }
          history={{ entity: 'warehouse', id, fieldLabels: texts.fields }}
        >
          <RecordForm<typeof warehouseFields, WarehouseFormValues>
            key={data.updated_at}
            schema={warehouseFields}
            defaults={warehouseFormDefaults(data)}
            readOnly={!canManage}
            save={(values) => update.mutateAsync(values)}
            savedMessage={messageText('warehouse.updated')}
            onCancel={toList}
          >
            {(form) => <WarehouseFormFields control={form.control} />}
          </RecordForm>
        </DetailPage>
      )}
    </RecordGate>
  );
}
