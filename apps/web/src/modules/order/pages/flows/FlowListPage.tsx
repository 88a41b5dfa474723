import { Button, Flex, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import {
  ORDER_FLOW_STATUS_LABELS,
  ORDER_FLOW_STATUSES,
  orderFlowListBody,
  PRICE_SYSTEM_LABELS,
  PRICE_SYSTEMS,
  type OrderFlow,
} from '@kenh/contract';
import { toast } from '../../../../platform/feedback';
import { useMessageText } from '../../../../platform/i18n';
import { useLocale, useLocalePath } from '../../../../platform/layout';
import { ListPage, selectFilter, useUrlQuery, type ListColumn } from '../../../../platform/pages';
import { usePermission } from '../../../../platform/session';
import { FLOW_READ, useFlowList, useMyFlow, useSetMyFlow } from '../../api/flows';
import { DelegationsCard } from '../../components/flows/DelegationsCard';
import { FlowStepsSummary } from '../../components/flows/FlowStepsSummary';
import { MyFlowCard } from '../../components/flows/MyFlowCard';
import { OrderTypesCard } from '../../components/flows/OrderTypesCard';
import { useFlowTexts } from '../../components/flows/use-flow-texts';
import { flowEditPath, flowPaths } from '../../flow-paths';

/**
 * /my-setting/flow-order: the approval flows with their steps (page 0, 30 a page), the flow the
 * caller's orders follow, their approval delegations and the order types. Each part shows to whoever
 * holds the codes of its calls (a refused call would end the session), writing needs the manage codes.
 */
export function FlowListPage() {
  const texts = useFlowTexts();
  const lang = useLocale();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canRead = usePermission(FLOW_READ);
  const canManage = usePermission('orderflow.manage');
  const orders = usePermission(['exporttodistributororder', 'order.manage']);
  const approves = usePermission(['order.approve', 'orderflow.manage']);
  const seesTypes = usePermission(['exporttodistributororder', 'ordertype.manage']);
  const url = useUrlQuery(orderFlowListBody);
  const flows = useFlowList(url.query, canRead);
  const mine = useMyFlow(orders);
  const setMine = useSetMyFlow();
  const myFlowId = mine.data?.flow_id ?? null;

  const columns: ListColumn<OrderFlow>[] = [
    {
      key: 'name',
      title: texts.list.name,
      alwaysVisible: true,
      inCard: false,
      render: (flow) => (
        <Flex gap={4} wrap align="center">
          <Link to={localePath(flowEditPath(flow.id))}>{flow.name}</Link>
          {flow.id === myFlowId && <Tag color="blue">{texts.list.mine}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'systems',
      title: texts.list.systems,
      render: (flow) =>
        flow.systems.map((system) => <Tag key={system}>{PRICE_SYSTEM_LABELS[system][lang]}</Tag>),
    },
    {
      key: 'steps',
      title: texts.list.steps,
      render: (flow) => <FlowStepsSummary steps={flow.steps} />,
    },
    {
      key: 'status',
      title: texts.list.status,
      noWrap: true,
      render: (flow) => (
        <Tag color={flow.status === 'active' ? 'green' : 'default'}>
          {ORDER_FLOW_STATUS_LABELS[flow.status][lang]}
        </Tag>
      ),
    },
    {
      key: 'is_default',
      title: texts.list.isDefault,
      noWrap: true,
      render: (flow) => (flow.is_default ? <Tag color="gold">{texts.list.defaultTag}</Tag> : null),
    },
  ];

  return (
    <>
      <ListPage
        listId="order.flows"
        title={texts.title}
        breadcrumbs={[{ label: texts.settings, to: flowPaths.mySetting }]}
        url={url}
        result={flows}
        columns={columns}
        rowKey={(flow) => flow.id}
        cardTitle={(flow) => (
          <Flex gap={4} wrap align="center">
            <Link to={localePath(flowEditPath(flow.id))}>{flow.name}</Link>
            {flow.id === myFlowId && <Tag color="blue">{texts.list.mine}</Tag>}
          </Flex>
        )}
        searchPlaceholder={texts.list.search}
        filters={[
          selectFilter({
            url,
            field: 'status',
            value: url.query.status,
            label: texts.list.status,
            placeholder: texts.list.allStatuses,
            searchable: false,
            options: ORDER_FLOW_STATUSES.map((value) => ({
              value,
              label: ORDER_FLOW_STATUS_LABELS[value][lang],
            })),
          }),
          selectFilter({
            url,
            field: 'system',
            value: url.query.system,
            label: texts.list.systems,
            placeholder: texts.list.allSystems,
            options: PRICE_SYSTEMS.map((value) => ({ value, label: PRICE_SYSTEM_LABELS[value][lang] })),
          }),
        ]}
        summary={orders ? <MyFlowCard /> : undefined}
        actions={
          canManage && (
            <Button type="primary" onClick={() => void navigate(localePath(flowPaths.create))}>
              {texts.list.create}
            </Button>
          )
        }
        rowActions={[
          {
            key: 'open',
            label: canManage ? texts.list.edit : texts.list.open,
            onClick: (flow) => void navigate(localePath(flowEditPath(flow.id))),
          },
          {
            key: 'use',
            label: texts.list.useForMine,
            visible: (flow) => orders && flow.status === 'active' && flow.id !== myFlowId,
            onClick: (flow) =>
              setMine.mutate(flow.id, {
                onSuccess: () => toast.success(messageText('order.my_flow_saved')),
                onError: (error) => toast.error(error.message),
              }),
          },
        ]}
        emptyText={texts.list.empty}
      />
      {approves && <DelegationsCard />}
      {seesTypes && <OrderTypesCard />}
    </>
  );
}
