import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { OrderFlow } from '@kenh/contract';
import { toast } from '../../../../platform/feedback';
import { useMessageText } from '../../../../platform/i18n';
import { NoPermission, useLocalePath } from '../../../../platform/layout';
import { FormPage, RecordGate, useContractForm, type Crumb } from '../../../../platform/pages';
import { usePermission } from '../../../../platform/session';
import { FLOW_READ, useCreateFlow, useFlow, useUpdateFlow } from '../../api/flows';
import { flowForm, flowValues, newFlowValues, type FlowFormValues } from '../../components/flows/flow-form';
import { FlowFormFields } from '../../components/flows/FlowFormFields';
import { useFlowTexts } from '../../components/flows/use-flow-texts';
import { flowEditPath, flowPaths } from '../../flow-paths';

const WRITE = 'orderflow.manage';

function useCrumbs(): Crumb[] {
  const texts = useFlowTexts();
  return [
    { label: texts.settings, to: flowPaths.mySetting },
    { label: texts.title, to: flowPaths.list },
  ];
}

/**
 * /my-setting/create-flow-order. The page guard asks for `role` (spec §6); writing a flow also
 * needs `orderflow.manage`, so without it the page says so instead of a form that cannot save.
 */
export function FlowCreatePage() {
  const canManage = usePermission(WRITE);
  return canManage ? <FlowCreateForm /> : <NoPermission />;
}

function FlowCreateForm() {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const crumbs = useCrumbs();
  const create = useCreateFlow();
  const form = useContractForm<typeof flowForm, FlowFormValues>(flowForm, newFlowValues());
  return (
    <FormPage
      title={texts.form.createTitle}
      breadcrumbs={crumbs}
      form={form}
      wide
      onSubmit={async (values) => {
        const flow = await create.mutateAsync(values);
        toast.success(messageText('order.flow_created'));
        void navigate(localePath(flowEditPath(flow.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(flowPaths.list))}
    >
      <FlowFormFields form={form} readOnly={false} />
    </FormPage>
  );
}

/**
 * /my-setting/edit-flow-order?id= — the flow, editable with `orderflow.manage`, read-only with the
 * flow reads' codes, and not shown to others (their read would be refused).
 */
export function FlowEditPage() {
  const canRead = usePermission(FLOW_READ);
  return canRead ? <FlowEditGate /> : <NoPermission />;
}

function FlowEditGate() {
  const texts = useFlowTexts();
  const crumbs = useCrumbs();
  const numeric = Number(useSearchParams()[0].get('id'));
  const id = Number.isInteger(numeric) && numeric > 0 ? numeric : undefined;
  const flow = useFlow(id);
  return (
    <RecordGate
      query={id === undefined ? { data: null, isLoading: false, error: null } : flow}
      title={texts.form.viewTitle}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={flowPaths.list}
    >
      {(record) => <FlowEditForm key={record.id} flow={record} />}
    </RecordGate>
  );
}

function FlowEditForm({ flow }: { flow: OrderFlow }) {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const crumbs = useCrumbs();
  const canManage = usePermission(WRITE);
  const update = useUpdateFlow(flow.id);
  const form = useContractForm<typeof flowForm, FlowFormValues>(flowForm, flowValues(flow));
  return (
    <FormPage
      title={canManage ? texts.form.editTitle : texts.form.viewTitle}
      breadcrumbs={crumbs}
      form={form}
      wide
      readOnly={!canManage}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText('order.flow_updated'));
      }}
      onCancel={() => void navigate(localePath(flowPaths.list))}
    >
      {!canManage && <Alert type="info" showIcon title={texts.form.readOnly} style={{ marginBottom: 16 }} />}
      <FlowFormFields form={form} readOnly={!canManage} />
    </FormPage>
  );
}
