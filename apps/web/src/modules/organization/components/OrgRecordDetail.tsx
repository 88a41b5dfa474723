import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { FormDraft, FormSchema } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailPage,
  RecordForm,
  RecordGate,
  type Crumb,
  type HistorySource,
  type RecordQuery,
} from '../../../platform/pages';
import { usePermission, type RequiredPermission } from '../../../platform/session';
import { useOrgTexts } from '../locales';

/** What the position, office and unit pages read from each record. */
interface OrgRecord {
  id: number;
  name: string;
  updated_at: string;
}

/**
 * What the position, office and unit pages do differently: the record's calls, form, texts and
 * place; loading, not found, editing, delete and history are the same.
 */
export interface OrgRecordKind<
  R extends OrgRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
> {
  schema: S;
  defaults: (record: R) => DefaultValues<V>;
  fields: (form: UseFormReturn<V, unknown, z.output<S>>, record: R, readOnly: boolean) => ReactNode;
  useRecord: (id: number | undefined) => RecordQuery<R>;
  useUpdate: (id: number) => { mutateAsync: (input: z.output<S>) => Promise<unknown> };
  /** The toast after saving (`organization.office_updated`). */
  updatedMessage: string;
  /** Who may edit and delete the record. */
  permission: RequiredPermission;
  /** The list the record belongs to: its breadcrumb, cancel and after delete. */
  listPath: string;
}

/** One position, office or unit: its fields (the form when editable) and history; delete. */
export function OrgRecordDetail<
  R extends OrgRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
>({
  kind,
  id,
  title,
  notFound,
  crumbs,
  status,
  remove,
  history,
}: {
  kind: OrgRecordKind<R, S, V>;
  /** 0 for an address that names no record. */
  id: number;
  /** The record kind's name, shown while the record loads. */
  title: string;
  notFound: string;
  crumbs: readonly Crumb[];
  status: (record: R) => ReactNode;
  /** The delete confirmation; resolves true when the record is gone. */
  remove: (record: R) => Promise<boolean>;
  history: Omit<HistorySource, 'id'>;
}) {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission(kind.permission);
  const record = kind.useRecord(id > 0 ? id : undefined);
  const update = kind.useUpdate(id);
  const toList = () => void navigate(localePath(kind.listPath));
  return (
    <RecordGate query={record} title={title} breadcrumbs={crumbs} notFound={notFound} backTo={kind.listPath}>
      {(data) => (
        <DetailPage
          title={data.name}
          breadcrumbs={crumbs}
          status={status(data)}
          actions={
            canManage && (
              <Button danger onClick={() => void remove(data).then((gone) => gone && toList())}>
                {texts.common.delete}
              </Button>
            )
          }
          history={{ ...history, id }}
        >
          <RecordForm<S, V>
            key={data.updated_at}
            schema={kind.schema}
            defaults={kind.defaults(data)}
            readOnly={!canManage}
            save={(values) => update.mutateAsync(values)}
            savedMessage={messageText(kind.updatedMessage)}
            onCancel={toList}
          >
            {(form) => kind.fields(form, data, !canManage)}
          </RecordForm>
        </DetailPage>
      )}
    </RecordGate>
  );
}
