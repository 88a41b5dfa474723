import { useNavigate } from 'react-router';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { toast } from '../../../platform/feedback';
import type { FormDraft, FormSchema } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useLocateTexts } from '../locales';
import { locatePaths } from '../paths';
import type { LocateRecord, LocateRecordKind } from './record-kind';
import { listCrumb } from './record-texts';

/** Creating an area or a zone: the kit's form page, then the new record's page. */
export function RecordCreatePage<
  R extends LocateRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
>({ kind, defaults }: { kind: LocateRecordKind<R, S, V>; defaults?: DefaultValues<V> }) {
  const texts = useLocateTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = kind.useCreate();
  const form = useContractForm<S, V>(kind.schema, defaults ?? kind.defaults());
  return (
    <FormPage
      title={texts[kind.entity].createTitle}
      breadcrumbs={[listCrumb(texts)]}
      form={form}
      onSubmit={async (values) => {
        const record = await create.mutateAsync(values);
        toast.success(messageText(`locate.${kind.entity}_created`));
        void navigate(localePath(kind.path(record.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(locatePaths.list))}
    >
      {kind.fields(form.control, undefined, false)}
    </FormPage>
  );
}
