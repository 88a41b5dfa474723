import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { formatDateTime, type OrderDelegation } from '@kenh/contract';
import { confirm, toast } from '../../../../platform/feedback';
import { useMessageText } from '../../../../platform/i18n';
import { FormDateField, FormTextInput } from '../../../../platform/inputs';
import { fill, FormBody, ItemList, useContractForm } from '../../../../platform/pages';
import { usePermission } from '../../../../platform/session';
import { useCreateDelegation, useDelegations, useDeleteDelegation } from '../../api/flows';
import { delegationForm, newDelegationValues, type DelegationFormValues } from './delegation-form';
import { DeputyField } from './DeputyField';
import { useFlowTexts } from './use-flow-texts';

/**
 * "Ủy quyền duyệt": the delegations the caller gave or received (all of them for a flow manager),
 * each endable, and a form to delegate one's own steps to a deputy for a period of days. Picking
 * the deputy searches accounts, which needs `user`; without it the list still shows.
 */
export function DelegationsCard() {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const delegations = useDelegations();
  const remove = useDeleteDelegation();
  const canPickDeputy = usePermission('user');
  const end = async (delegation: OrderDelegation) => {
    const ok = await confirm({
      title: texts.delegations.endTitle,
      content: fill(texts.delegations.endContent, {
        deputy: delegation.deputy_name,
        approver: delegation.approver_name,
      }),
      okText: texts.delegations.end,
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(delegation.id);
      toast.success(messageText('order.delegation_deleted'));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Card size="small" title={texts.delegations.title} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{texts.delegations.hint}</Typography.Paragraph>
      <ItemList
        items={delegations.data ?? []}
        rowKey="id"
        loading={delegations.isLoading}
        emptyText={delegations.error?.message ?? texts.delegations.empty}
        renderItem={(delegation) => (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex vertical>
              <Typography.Text strong>
                {delegation.approver_name} → {delegation.deputy_name}
              </Typography.Text>
              <Typography.Text type="secondary">
                {formatDateTime(delegation.starts_at)} – {formatDateTime(delegation.ends_at)}
                {delegation.note ? ` · ${delegation.note}` : ''}
              </Typography.Text>
            </Flex>
            <Button danger size="small" onClick={() => void end(delegation)}>
              {texts.delegations.end}
            </Button>
          </Flex>
        )}
      />
      {canPickDeputy && <NewDelegation />}
    </Card>
  );
}

function NewDelegation() {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const create = useCreateDelegation();
  const form = useContractForm<typeof delegationForm, DelegationFormValues>(
    delegationForm,
    newDelegationValues(),
  );
  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Title level={5}>{texts.delegations.newTitle}</Typography.Title>
      <FormBody
        form={form}
        label={texts.delegations.newTitle}
        submitLabel={texts.delegations.add}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          toast.success(messageText('order.delegation_created'));
          form.reset(newDelegationValues());
        }}
        onCancel={() => form.reset(newDelegationValues())}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <DeputyField control={form.control} />
          </Col>
          <Col xs={12} md={6}>
            <FormDateField name="from" control={form.control} label={texts.delegations.from} />
          </Col>
          <Col xs={12} md={6}>
            <FormDateField name="to" control={form.control} label={texts.delegations.to} />
          </Col>
          <Col xs={24}>
            <FormTextInput
              name="note"
              control={form.control}
              label={texts.delegations.note}
              maxLength={500}
            />
          </Col>
        </Row>
      </FormBody>
    </div>
  );
}
