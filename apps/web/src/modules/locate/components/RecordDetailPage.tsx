import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { locateStatusMachine, locateStatusOf } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import type { FormDraft, FormSchema } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { DetailPage, RecordForm, RecordGate, StatusActions, type DetailTab } from '../../../platform/pages';
import { useProvinces } from '../../geography';
import { useLocateTexts } from '../locales';
import { locatePaths } from '../paths';
import type { LocateRecord, LocateRecordKind } from './record-kind';
import { auditedFieldLabels, auditedValueLabels, listCrumb } from './record-texts';
import { StatusTag } from './StatusTag';
import { useCanManageAreas } from './use-can-manage';
import { useDeleteRecord } from './use-delete-record';

type Kind<
  R extends LocateRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
> = LocateRecordKind<R, S, V>;

/**
 * One area or zone: its fields (the form when editable), the page's own tabs and its history;
 * the status actions of `locateStatusMachine` and delete for whoever may manage it.
 */
export function RecordDetailPage<
  R extends LocateRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
>({
  kind,
  id,
  tabs,
}: {
  kind: Kind<R, S, V>;
  /** 0 for an address that names no record. */
  id: number;
  tabs?: (record: R, editable: boolean) => DetailTab[];
}) {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = useCanManageAreas();
  const remove = useDeleteRecord();
  // Only a zone's history has provinces to name.
  const provinces = useProvinces(false, { enabled: kind.entity === 'zone' });
  const record = kind.useRecord(id > 0 ? id : undefined);
  const update = kind.useUpdate(id);
  const crumbs = [listCrumb(texts)];
  const saved = messageText(`locate.${kind.entity}_updated`);
  return (
    <RecordGate
      query={record}
      title={texts.fields[kind.entity]}
      breadcrumbs={crumbs}
      notFound={texts[kind.entity].notFound}
      backTo={locatePaths.list}
    >
      {(data) => {
        const editable = kind.editable(data, canManage);
        return (
          <DetailPage
            title={data.name}
            breadcrumbs={[...crumbs, ...kind.crumbs(data)]}
            status={<StatusTag active={data.is_active} />}
            actions={
              editable && (
                <>
                  <StatusActions
                    machine={locateStatusMachine}
                    status={locateStatusOf(data)}
                    labels={texts.status}
                    busy={update.isPending}
                    onAction={async (_action, to) => {
                      // The stored fields as the form would send them, with the new status.
                      await update.mutateAsync(
                        kind.schema.parse({ ...kind.defaults(data), is_active: to === 'active' }),
                      );
                      toast.success(saved);
                    }}
                  />
                  <Button
                    danger
                    onClick={() =>
                      void remove[kind.entity](data).then((deleted) => {
                        if (deleted) void navigate(localePath(kind.backPath(data)), { replace: true });
                      })
                    }
                  >
                    {texts.list.delete}
                  </Button>
                </>
              )
            }
            tabs={tabs?.(data, editable) ?? []}
            history={{
              entity: kind.entity,
              id: data.id,
              fieldLabels: auditedFieldLabels(texts),
              valueLabels: auditedValueLabels(texts, provinces.data ?? []),
            }}
          >
            <RecordForm<S, V>
              key={data.updated_at}
              schema={kind.schema}
              defaults={kind.defaults(data)}
              readOnly={!editable}
              save={(values) => update.mutateAsync(values)}
              savedMessage={saved}
              onCancel={() => void navigate(localePath(kind.backPath(data)))}
            >
              {(form) => kind.fields(form.control, data, !editable)}
            </RecordForm>
          </DetailPage>
        );
      }}
    </RecordGate>
  );
}
