import { useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Row, Tag, Typography } from 'antd';
import { useController } from 'react-hook-form';
import { orderTypeUpsertBody, type OrderType } from '@kenh/contract';
import { toast } from '../../../../platform/feedback';
import { useMessageText } from '../../../../platform/i18n';
import { FormTextInput } from '../../../../platform/inputs';
import { FormBody, ItemList, useContractForm } from '../../../../platform/pages';
import { usePermission } from '../../../../platform/session';
import { useCreateOrderType, useOrderTypes, useUpsertOrderType, type OrderTypeUpsert } from '../../api/flows';
import { useFlowTexts } from './use-flow-texts';

type Editing = OrderType | 'new' | null;

/** "Loại đơn hàng": the order types, active first; added and edited with `ordertype.manage`. */
export function OrderTypesCard() {
  const texts = useFlowTexts();
  const types = useOrderTypes();
  const canWrite = usePermission('ordertype.manage');
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <Card
      size="small"
      title={texts.types.title}
      style={{ marginTop: 16 }}
      extra={
        canWrite && (
          <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
            {texts.types.add}
          </Button>
        )
      }
    >
      <ItemList
        items={types.data ?? []}
        rowKey="id"
        loading={types.isLoading}
        emptyText={types.error?.message ?? texts.types.empty}
        renderItem={(type) => (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex vertical>
              <Typography.Text strong>
                {type.code} · {type.name}{' '}
                <Tag color={type.is_active ? 'green' : 'default'}>
                  {type.is_active ? texts.types.active : texts.types.inactive}
                </Tag>
              </Typography.Text>
              {type.description && <Typography.Text type="secondary">{type.description}</Typography.Text>}
            </Flex>
            {canWrite && (
              <Button
                size="small"
                aria-label={`${texts.types.edit} ${type.code}`}
                onClick={() => setEditing(type)}
              >
                {texts.types.edit}
              </Button>
            )}
          </Flex>
        )}
      />
      {canWrite && editing !== null && (
        <OrderTypeForm
          key={editing === 'new' ? 'new' : editing.id}
          type={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </Card>
  );
}

interface OrderTypeFormValues {
  id: number | null;
  code: string;
  name: string;
  description: string;
  is_active: boolean;
}

/** A new type goes through create_type; an existing one through insert_or_update_type (with its id). */
function OrderTypeForm({ type, onDone }: { type: OrderType | null; onDone: () => void }) {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const create = useCreateOrderType();
  const upsert = useUpsertOrderType();
  const form = useContractForm<typeof orderTypeUpsertBody, OrderTypeFormValues>(orderTypeUpsertBody, {
    id: type?.id ?? null,
    code: type?.code ?? '',
    name: type?.name ?? '',
    description: type?.description ?? '',
    is_active: type?.is_active ?? true,
  });
  const active = useController({ control: form.control, name: 'is_active' });
  const title = type ? texts.types.editTitle : texts.types.newTitle;
  const save = async ({ id, is_active, ...fields }: OrderTypeUpsert) => {
    if (id) await upsert.mutateAsync({ id, is_active, ...fields });
    else await create.mutateAsync(fields);
    toast.success(messageText('order.type_saved'));
    onDone();
  };
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <FormBody form={form} label={title} onSubmit={save} onCancel={onDone}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <FormTextInput name="code" control={form.control} label={texts.types.code} maxLength={30} />
          </Col>
          <Col xs={24} md={16}>
            <FormTextInput name="name" control={form.control} label={texts.types.name} maxLength={150} />
          </Col>
          <Col xs={24}>
            <FormTextInput
              name="description"
              control={form.control}
              label={texts.types.description}
              maxLength={500}
            />
          </Col>
          {type && (
            <Col xs={24}>
              <Checkbox
                checked={Boolean(active.field.value)}
                onChange={(event) => active.field.onChange(event.target.checked)}
                style={{ marginBottom: 16 }}
              >
                {texts.types.isActive}
              </Checkbox>
            </Col>
          )}
        </Row>
      </FormBody>
    </div>
  );
}
