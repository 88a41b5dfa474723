import { useNavigate } from 'react-router';
import { warehouseFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateWarehouse } from '../api/warehouses';
import { WarehouseFormFields } from '../components/WarehouseFormFields';
import { warehouseFormDefaults, type WarehouseFormValues } from '../components/warehouse-form-values';
import { useWarehouseTexts } from '../locales';
import { warehousePath, warehousePaths } from '../paths';

/** /warehouse/create: a central or distributor's warehouse; the new warehouse's page opens. */
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
      breadcrumbs={[{ label: texts.list.title, to: warehousePaths.list }]}
      form={form}
      onSubmit={async (values) => {
        const warehouse = await create.mutateAsync(values);
        toast.success(messageText('warehouse.created'));
        void navigate(localePath(warehousePath(warehouse)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(warehousePaths.list))}
    >
      <WarehouseFormFields control={form.control} setValue={form.setValue} ownerName={null} />
    </FormPage>
  );
}
