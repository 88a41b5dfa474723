import { useState } from 'react';
import { Button, InputNumber, Modal, Typography } from 'antd';
import { Controller } from 'react-hook-form';
import { warehouseSettingsBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { fill, useContractForm } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useSaveWarehouseSettings, useWarehouseSettings } from '../api/warehouses';
import { useWarehouseTexts } from '../locales';

interface Values {
  near_expiry_days: number | null;
}

/**
 * The near-expiry window (warehouse settings) behind a button of the warehouse list: everyone who
 * reads warehouses sees how many days it is; whoever manages them may change it. Lists, FEFO flags
 * and the notices follow at once (docs/warehouse.md "Near expiry").
 */
export function NearExpirySettings() {
  const texts = useWarehouseTexts();
  const messageText = useMessageText();
  const canManage = usePermission('warehouse.manage');
  const settings = useWarehouseSettings();
  const save = useSaveWarehouseSettings();
  const [open, setOpen] = useState(false);
  const form = useContractForm<typeof warehouseSettingsBody, Values>(warehouseSettingsBody, {
    near_expiry_days: null,
  });
  const days = settings.data?.near_expiry_days;

  const show = () => {
    form.reset({ near_expiry_days: days ?? null });
    setOpen(true);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync(body);
      toast.success(messageText('warehouse.settings_saved'));
      form.reset({ near_expiry_days: saved.near_expiry_days });
      setOpen(false);
    } catch (error) {
      const message = applyApiError(error, form.setError, ['near_expiry_days']);
      if (message) toast.error(message);
    }
  });

  if (days === undefined) return null;
  return (
    <>
      <Button onClick={show}>{fill(texts.settings.button, { days })}</Button>
      <Modal
        open={open}
        title={texts.settings.title}
        okText={texts.settings.save}
        cancelText={texts.settings.cancel}
        okButtonProps={{ disabled: !canManage, loading: save.isPending }}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Controller
          control={form.control}
          name="near_expiry_days"
          render={({ field, fieldState }) => (
            <FieldItem label={texts.settings.days} htmlFor="field-near_expiry_days" error={fieldState.error}>
              <InputNumber
                id="field-near_expiry_days"
                precision={0}
                disabled={!canManage}
                style={{ width: '100%' }}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
              />
            </FieldItem>
          )}
        />
        <Typography.Text type="secondary">{texts.settings.hint}</Typography.Text>
      </Modal>
    </>
  );
}
