import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { transportFields, transportStatusMachine } from '@kenh/contract';
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
  useTransport,
  useChangeTransportStatus,
  useCreateTransport,
  useUpdateTransport,
} from '../api/transport';
import {
  transportFormDefaults,
  TransportFormFields,
  TransportStatusTag,
  type TransportFormValues,
} from '../components/TransportFields';
import { useDeleteTransportRecord } from '../components/use-delete-transport';
import { useTransportTexts, type TransportMessages } from '../locales';
import { transportPath, transportPaths } from '../paths';

const listCrumb = (texts: TransportMessages) => ({ label: texts.list.title, to: transportPaths.list });

const useCanManage = () => hasPermission(useSessionUser(), useSessionAccess(), 'transport.manage');

/** /transport/create */
export function TransportCreatePage() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateTransport();
  const form = useContractForm<typeof transportFields, TransportFormValues>(
    transportFields,
    transportFormDefaults(),
  );
  return (
    <FormPage
      title={texts.form.createTitle}
      breadcrumbs={[listCrumb(texts)]}
      form={form}
      onSubmit={async (values) => {
        const record = await create.mutateAsync(values);
        toast.success(messageText('transport.created'));
        void navigate(localePath(transportPath(record.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(transportPaths.list))}
    >
      <TransportFormFields control={form.control} />
    </FormPage>
  );
}

/** /transport/:id — the record, its status actions, delete, and its history. */
export function TransportDetailPage() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManage();
  const remove = useDeleteTransportRecord();
  const numeric = Number(useParams().id);
  const id = Number.isInteger(numeric) && numeric > 0 ? numeric : 0;
  const record = useTransport(id > 0 ? id : undefined);
  const changeStatus = useChangeTransportStatus(id);
  const crumbs = [listCrumb(texts)];
  const toList = () => void navigate(localePath(transportPaths.list));
  const update = useUpdateTransport(id);
  return (
    <RecordGate
      query={record}
      title={texts.form.detailTitle}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={transportPaths.list}
    >
      {(data) => (
        <DetailPage
          title={data.name}
          breadcrumbs={crumbs}
          status={<TransportStatusTag status={data.status} />}
          actions={
            canManage && (
              <>
                <StatusActions
                  machine={transportStatusMachine}
                  status={data.status}
                  labels={texts.actions}
                  busy={changeStatus.isPending}
                  onAction={async (action) => {
                    await changeStatus.mutateAsync(action);
                    toast.success(messageText('transport.status_changed'));
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
          history={{ entity: 'transport', id, fieldLabels: texts.fields }}
        >
          <RecordForm<typeof transportFields, TransportFormValues>
            key={data.updated_at}
            schema={transportFields}
            defaults={transportFormDefaults(data)}
            readOnly={!canManage}
            save={(values) => update.mutateAsync(values)}
            savedMessage={messageText('transport.updated')}
            onCancel={toList}
          >
            {(form) => <TransportFormFields control={form.control} />}
          </RecordForm>
        </DetailPage>
      )}
    </RecordGate>
  );
}
