import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Form, Row, Select, Typography } from 'antd';
import { Controller, useWatch, type Path } from 'react-hook-form';
import {
  orderCreateBody,
  PRICE_SYSTEMS,
  type Order,
  type PriceSystem,
  type ResolvedPrice,
  priceSystemLabel,
} from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { applyApiError, FieldItem } from '../../../platform/forms';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { useLocale } from '../../../platform/layout';
import {
  FieldCol,
  fill,
  PageHeader,
  StickyActionBar,
  useContractForm,
  type Crumb,
} from '../../../platform/pages';
import { fieldPaths } from '../../../platform/pages/field-paths';
import { LeavePrompt } from '../../../platform/pages/LeavePrompt';
import { usePermission, useSessionUser } from '../../../platform/session';
import { usePricePreview } from '../api/catalogue';
import { useOrderTypes, type OrderCreateInput } from '../api/order';
import { useOrderTexts } from '../locales';
import { EMPTY_ORDER, formValuesOf, type OrderFormValues } from './order-form-values';
import { lineKey, OrderLinesEditor } from './OrderLinesEditor';
import { OrderAccountSelect } from './OrderAccountSelect';
import { useOwnDelivery } from './use-own-delivery';

/** What the page does with the parsed form: create (draft or submitted) or save the edit. */
export type OrderSave = (body: OrderCreateInput) => Promise<Order>;

/**
 * The order form (create and edit): who orders (staff with `order.manage` pick a partner; a partner
 * account orders for itself), the seller, order type, delivery, note and lines with the running
 * total from the prices in force. "Lưu nháp" and "Gửi duyệt" on a new order; "Lưu thay đổi" on an
 * edit, with the warning that it resets the approval. The client never sends a price.
 */
export function OrderForm({
  title,
  breadcrumbs,
  order,
  onSave,
  onDone,
  onCancel,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** The order being edited; none for a new one. */
  order?: Order;
  onSave: OrderSave;
  onDone: (saved: Order, submitted: boolean) => void;
  onCancel: () => void;
}) {
  const texts = useOrderTexts();
  const locale = useLocale();
  const user = useSessionUser();
  const canManage = usePermission('order.manage');
  const isPartner = (PRICE_SYSTEMS as readonly string[]).includes(user?.type ?? '');
  const picksOrderer = !order && canManage && !isPartner;
  const form = useContractForm<typeof orderCreateBody, OrderFormValues>(
    orderCreateBody,
    order ? formValuesOf(order) : EMPTY_ORDER,
  );
  // A distributor buys from the company: it names no seller.
  const picksSeller = !(isPartner && user?.type === 'NPP');
  useOwnDelivery(form, !order && isPartner);
  const [ordererType, setOrdererType] = useState<PriceSystem>('CHTH');
  const submitting = useRef(false);
  const saving = useRef(false);
  const types = useOrderTypes();

  const accountId = useWatch({ control: form.control, name: 'account_id' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const pricedAccount = order?.account_id ?? (picksOrderer ? accountId : user?.id) ?? null;
  const previewBody = useMemo(
    () =>
      pricedAccount === null || lines.length === 0
        ? undefined
        : {
            account_id: pricedAccount,
            lines: lines.map((l) => ({ variant_id: l.variant_id, unit_id: l.unit_id })),
          },
    [pricedAccount, lines],
  );
  const preview = usePricePreview(previewBody);
  const prices = useMemo(
    () =>
      preview.data
        ? new Map<string, ResolvedPrice>(preview.data.lines.map((p) => [lineKey(p), p]))
        : undefined,
    [preview.data],
  );
  const priceNote =
    pricedAccount === null
      ? texts.lines.pickOrdererFirst
      : preview.error
        ? texts.lines.pricesUnavailable
        : undefined;

  const save = form.handleSubmit(async (values) => {
    const submit = submitting.current;
    saving.current = true;
    try {
      const saved = await onSave({ ...values, submit });
      form.reset(form.getValues());
      onDone(saved, submit);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const fields = fieldPaths(form.getValues()) as Path<OrderFormValues>[];
      const message = applyApiError(error, form.setError, fields);
      if (message) toast.error(message);
    } finally {
      saving.current = false;
    }
  });
  const run = (submit: boolean) => {
    submitting.current = submit;
    void save();
  };
  const dirty = form.formState.isDirty;
  const busy = form.formState.isSubmitting;

  return (
    <>
      <PageHeader title={title} breadcrumbs={breadcrumbs} />
      <Card>
        <Form layout="vertical" aria-label={title} component="form" onFinish={() => undefined}>
          <LeavePrompt dirty={() => dirty && !saving.current} />
          {order && ['pending', 'approved', 'rejected'].includes(order.status) && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={order.status === 'rejected' ? texts.form.editRejected : texts.form.editResets}
            />
          )}
          <Row gutter={16}>
            {picksOrderer ? (
              <>
                <FieldCol>
                  <Form.Item label={texts.form.ordererType} htmlFor="order-orderer-type">
                    <Select<PriceSystem>
                      id="order-orderer-type"
                      value={ordererType}
                      onChange={(type) => {
                        setOrdererType(type);
                        form.setValue('account_id', null);
                      }}
                      options={PRICE_SYSTEMS.map((s) => ({ value: s, label: priceSystemLabel(s, locale) }))}
                    />
                  </Form.Item>
                </FieldCol>
                <FieldCol>
                  <Controller
                    control={form.control}
                    name="account_id"
                    render={({ field, fieldState }) => (
                      <FieldItem
                        label={texts.fields.orderer}
                        htmlFor="order-orderer"
                        error={fieldState.error}
                      >
                        <OrderAccountSelect
                          key={ordererType}
                          id="order-orderer"
                          role="orderer"
                          system={ordererType}
                          value={field.value}
                          label={texts.fields.orderer}
                          placeholder={texts.form.pickOrderer}
                          {...(fieldState.error ? { status: 'error' as const } : {})}
                          onChange={(id, account) => {
                            field.onChange(id);
                            // The orderer's own address and contact are the usual delivery.
                            if (account && form.getValues('delivery_address') === '') {
                              form.setValue('delivery_address', account.address_text ?? '');
                              form.setValue('receiver_name', account.fullname);
                              form.setValue('receiver_phone', account.phone);
                            }
                          }}
                        />
                      </FieldItem>
                    )}
                  />
                </FieldCol>
              </>
            ) : (
              <FieldCol full>
                <Typography.Paragraph>
                  {order
                    ? `${texts.fields.orderer}: ${order.account_name}`
                    : fill(texts.form.ordererSelf, { name: user?.fullname ?? '' })}
                </Typography.Paragraph>
              </FieldCol>
            )}
            {picksSeller && (
              <FieldCol>
                <Controller
                  control={form.control}
                  name="seller_id"
                  render={({ field, fieldState }) => (
                    <FieldItem label={texts.fields.seller} htmlFor="order-seller" error={fieldState.error}>
                      <OrderAccountSelect
                        id="order-seller"
                        role="seller"
                        value={field.value}
                        initialLabel={order?.seller_name}
                        label={texts.fields.seller}
                        placeholder={texts.form.pickSeller}
                        allowClear
                        onChange={(id) => field.onChange(id)}
                      />
                    </FieldItem>
                  )}
                />
              </FieldCol>
            )}
            <FieldCol>
              <FormSelectField
                name="order_type_id"
                control={form.control}
                label={texts.fields.orderType}
                placeholder={texts.form.pickOrderType}
                allowClear
                showSuccess={false}
                options={(types.data ?? [])
                  .filter((t) => t.is_active || t.id === order?.order_type_id)
                  .map((t) => ({ value: t.id, label: t.name }))}
              />
            </FieldCol>
            <FieldCol full>
              <FormTextInput
                name="delivery_address"
                control={form.control}
                label={texts.fields.deliveryAddress}
                maxLength={500}
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="receiver_name"
                control={form.control}
                label={texts.fields.receiverName}
                maxLength={150}
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="receiver_phone"
                control={form.control}
                label={texts.fields.receiverPhone}
                inputMode="tel"
                maxLength={20}
              />
            </FieldCol>
            <FieldCol full>
              <FormTextInput name="note" control={form.control} label={texts.fields.note} maxLength={1000} />
            </FieldCol>
          </Row>
          <OrderLinesEditor form={form} prices={prices} priceNote={priceNote} />
          <StickyActionBar marginTop={16}>
            {order ? (
              <Button type="primary" loading={busy} onClick={() => run(false)}>
                {texts.form.save}
              </Button>
            ) : (
              <>
                <Button
                  type="primary"
                  loading={busy && submitting.current}
                  disabled={busy}
                  onClick={() => run(true)}
                >
                  {texts.form.submit}
                </Button>
                <Button loading={busy && !submitting.current} disabled={busy} onClick={() => run(false)}>
                  {texts.form.saveDraft}
                </Button>
              </>
            )}
            <Button onClick={onCancel}>{order ? texts.form.leaveEdit : texts.form.cancel}</Button>
          </StickyActionBar>
        </Form>
      </Card>
    </>
  );
}
