import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../platform/feedback';
import type { FormDraft, FormSchema } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import {
  DetailLoading,
  DetailNotFound,
  DetailPage,
  FormBody,
  useContractForm,
  type Crumb,
  type HistorySource,
} from '../../../platform/pages';
import { usePermission, type RequiredPermission } from '../../../platform/session';
import { useOrgTexts } from '../locales';

/** What the position, office and unit pages read from each record. */
interface OrgRecord {
  id: number;
  name: string;
  updated_at: string;
}

interface RecordQuery<R> {
  data: R | undefined;
  isLoading: boolean;
  error: Error | null;
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

/** The record's fields, editable by whoever may manage it. */
function RecordInfo<
  R extends OrgRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
>({ kind, record, editable }: { kind: OrgRecordKind<R, S, V>; record: R; editable: boolean }) {
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const update = kind.useUpdate(record.id);
  const form = useContractForm<S, V>(kind.schema, kind.defaults(record));
  return (
    <FormBody
      form={form}
      readOnly={!editable}
      onSubmit={async (values) => {
        await update.mutateAsync(values);
        toast.success(messageText(kind.updatedMessage));
      }}
      onCancel={() => void navigate(localePath(kind.listPath))}
    >
      {kind.fields(form, record, !editable)}
    </FormBody>
  );
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
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canManage = usePermission(kind.permission);
  const record = kind.useRecord(id > 0 ? id : undefined);
  const toList = () => void navigate(localePath(kind.listPath));
  if (id > 0 && record.isLoading) return <DetailLoading title={title} breadcrumbs={crumbs} />;
  if (!record.data) {
    return (
      <DetailNotFound message={record.error?.message ?? notFound} breadcrumbs={crumbs} onBack={toList} />
    );
  }
  const data = record.data;
  return (
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
      <RecordInfo key={data.updated_at} kind={kind} record={data} editable={canManage} />
    </DetailPage>
  );
}
