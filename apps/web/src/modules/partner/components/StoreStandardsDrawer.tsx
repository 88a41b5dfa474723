import { Checkbox, Form, Row } from 'antd';
import { Controller } from 'react-hook-form';
import { formatVnd, storeStandardFields, type StoreStandard } from '@kenh/contract';
import { confirmDelete, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { FieldCol, FormBody, useContractForm } from '../../../platform/pages';
import { usePermission } from '../../../platform/session';
import {
  useDeleteStoreStandard,
  useSaveStoreStandard,
  useStoreStandards,
  useUpdateStoreStandard,
} from '../api/standards';
import { usePartnerTexts } from '../locales';
import { StandardsDrawer } from './StandardsDrawer';

interface Values {
  code: string;
  name: string;
  min_monthly_revenue: number | null;
  display_requirements: string;
  visits_per_month: number | null;
  is_active: boolean;
}

function StoreStandardForm({ standard, done }: { standard: StoreStandard | null; done: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const create = useSaveStoreStandard();
  const update = useUpdateStoreStandard();
  const form = useContractForm<typeof storeStandardFields, Values>(storeStandardFields, {
    code: standard?.code ?? '',
    name: standard?.name ?? '',
    min_monthly_revenue: standard?.min_monthly_revenue ?? null,
    display_requirements: standard?.display_requirements ?? '',
    visits_per_month: standard?.visits_per_month ?? null,
    is_active: standard?.is_active ?? true,
  });
  const { control } = form;
  return (
    <FormBody
      form={form}
      label={standard ? texts.standards.edit : texts.standards.add}
      onCancel={done}
      onSubmit={async (body) => {
        if (standard) await update.mutateAsync({ id: standard.id, body });
        else await create.mutateAsync(body);
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
            name="min_monthly_revenue"
            control={control}
            label={texts.standards.minMonthlyRevenue}
            mode="money"
          />
        </FieldCol>
        <FieldCol>
          <FormTextInput
            name="visits_per_month"
            control={control}
            label={texts.standards.visitsPerMonth}
            mode="number"
          />
        </FieldCol>
        <FieldCol full>
          <FormTextInput
            name="display_requirements"
            control={control}
            label={texts.standards.displayRequirements}
            maxLength={2000}
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

/** Store standards (tiers): list, add, edit, delete one no store holds. */
export function StoreStandardsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const standards = useStoreStandards();
  const remove = useDeleteStoreStandard();
  const canManage = usePermission('partner.standard');
  return (
    <StandardsDrawer<StoreStandard>
      open={open}
      onClose={onClose}
      title={texts.chth.standards}
      rows={standards.data}
      loading={standards.isLoading}
      canManage={canManage}
      columns={[
        {
          key: 'revenue',
          title: texts.standards.minMonthlyRevenue,
          render: (_, s) => formatVnd(s.min_monthly_revenue),
        },
        { key: 'visits', title: texts.standards.visitsPerMonth, render: (_, s) => s.visits_per_month },
        { key: 'stores', title: texts.standards.storeCount, render: (_, s) => s.store_count },
      ]}
      renderForm={(standard, done) => <StoreStandardForm standard={standard} done={done} />}
      onDelete={(s) =>
        void confirmDelete({
          kind: texts.standards.kind,
          name: s.name,
          remove: () => remove.mutateAsync(s.id),
          done: messageText('partner.standard_deleted'),
        })
      }
    />
  );
}
