import { Checkbox, Form, Row } from 'antd';
import { Controller } from 'react-hook-form';
import { formatVnd, saveNvttStandardBody, type NvttStandard } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { FieldCol, FormBody, useContractForm } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import { useNvttStandards, useSaveNvttStandard } from '../api/standards';
import { usePartnerTexts } from '../locales';
import { StandardsDrawer } from './StandardsDrawer';

interface Values {
  id?: number;
  code: string;
  name: string;
  stores_per_day: number | null;
  new_stores_per_month: number | null;
  revenue_target_per_month: number | null;
  is_active: boolean;
}

function NvttStandardForm({ standard, done }: { standard: NvttStandard | null; done: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const save = useSaveNvttStandard();
  const form = useContractForm<typeof saveNvttStandardBody, Values>(saveNvttStandardBody, {
    ...(standard ? { id: standard.id } : {}),
    code: standard?.code ?? '',
    name: standard?.name ?? '',
    stores_per_day: standard?.stores_per_day ?? null,
    new_stores_per_month: standard?.new_stores_per_month ?? null,
    revenue_target_per_month: standard?.revenue_target_per_month ?? null,
    is_active: standard?.is_active ?? true,
  });
  const { control } = form;
  return (
    <FormBody
      form={form}
      label={standard ? texts.standards.edit : texts.standards.add}
      onCancel={done}
      onSubmit={async (body) => {
        await save.mutateAsync(body);
        toast.success(messageText('partner.standard_saved'));
        done();
      }}
    >
      <Row gutter={16}>
        <FieldCol>
          <FormTextInput name="code" control={control} label={texts.standards.code} maxLength={30} />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="name" control={control} label={texts.standards.name} maxLength={150} />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="stores_per_day"
            control={control}
            label={texts.standards.storesPerDay}
            mode="number"
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="new_stores_per_month"
            control={control}
            label={texts.standards.newStoresPerMonth}
            mode="number"
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="revenue_target_per_month"
            control={control}
            label={texts.standards.revenueTargetPerMonth}
            mode="money"
          />
        </FieldCol>
        <FieldCol>
          <Controller
            name="is_active"
            control={control}
            render={({ field }) => (
              <Form.Item>
                <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)}>
                  {texts.standards.isActive}
                </Checkbox>
              </Form.Item>
            )}
          />
        </FieldCol>
      </Row>
    </FormBody>
  );
}

/** Field staff standards: list, add, edit (the catalogue has no delete for them). */
export function NvttStandardsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = usePartnerTexts();
  const standards = useNvttStandards();
  const canManage = usePermission('partner.standard');
  return (
    <StandardsDrawer<NvttStandard>
      open={open}
      onClose={onClose}
      title={texts.nvtt.standards}
      rows={standards.data}
      loading={standards.isLoading}
      canManage={canManage}
      columns={[
        { key: 'perDay', title: texts.standards.storesPerDay, render: (_, s) => s.stores_per_day },
        {
          key: 'newStores',
          title: texts.standards.newStoresPerMonth,
          render: (_, s) => s.new_stores_per_month,
        },
        {
          key: 'revenue',
          title: texts.standards.revenueTargetPerMonth,
          render: (_, s) => formatVnd(s.revenue_target_per_month),
        },
        { key: 'staff', title: texts.standards.fieldStaffCount, render: (_, s) => s.field_staff_count },
      ]}
      renderForm={(standard, done) => <NvttStandardForm standard={standard} done={done} />}
    />
  );
}
