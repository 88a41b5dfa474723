import { useCallback, useRef, type ReactNode } from 'react';
import { Button, Card, Form } from 'antd';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from '../feedback';
import { applyApiError } from '../forms/form-errors';
import { fieldPaths } from './field-paths';
import { LeavePrompt } from './LeavePrompt';
import { PageHeader, type Crumb } from './PageHeader';
import { StickyActionBar } from './StickyActionBar';
import { usePagesTexts } from './texts';
import { WideFormContext } from './wide-form';

export interface FormBodyProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  /**
   * Performs the call through the module's `useEndpointMutation` hook, which sends the
   * `Idempotency-Key` (a double submit creates one record); a refusal's field errors go under
   * their fields, other messages in a toast.
   */
  onSubmit: (values: O) => Promise<void>;
  onCancel: () => void;
  readOnly?: boolean;
  /** The save button's text where "Lưu" says too little ("Lưu nháp", "Đổi mật khẩu"). */
  submitLabel?: string;
  /** The form's accessible name (`getByRole('form', { name })`); FormPage uses its title. */
  label?: string;
  /**
   * Spans the content width instead of 720 px, for forms with many fields (a staff record):
   * `FieldCol`s then sit three a row on desktop, one a row below 768 px.
   */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A kit form: fields, then a save bar that sticks to the bottom of the window (clear of toasts).
 * Server field errors land under their fields, nested ones included; leaving with unsaved changes
 * (in this or any other kit form on the page) asks first; the save button waits while the call runs.
 */
export function FormBody<V extends FieldValues, O>({
  form,
  onSubmit,
  onCancel,
  readOnly = false,
  submitLabel,
  label,
  wide = false,
  children,
}: FormBodyProps<V, O>) {
  const texts = usePagesTexts();
  const saving = useRef(false);
  const { formState, handleSubmit, setError, getValues } = form;
  // Read during render so the form state subscribes to it.
  const dirty = formState.isDirty;
  const unsaved = useCallback(() => dirty && !saving.current, [dirty]);

  const submit = handleSubmit(async (values) => {
    saving.current = true;
    try {
      await onSubmit(values);
      form.reset(getValues());
    } catch (error) {
      // Nested paths too (`login.username`, `relatives.0.fullname`), as the server names them.
      const fields = fieldPaths(getValues()) as Path<V>[];
      const message = applyApiError(error, setError, fields);
      if (message) toast.error(message);
    } finally {
      saving.current = false;
    }
  });

  return (
    <Form
      layout="vertical"
      disabled={readOnly}
      onFinish={() => void submit()}
      style={wide ? undefined : { maxWidth: 720 }}
      aria-label={label}
    >
      <LeavePrompt dirty={unsaved} />
      <WideFormContext value={wide}>{children}</WideFormContext>
      {!readOnly && (
        <StickyActionBar>
          <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
            {submitLabel ?? texts.form.save}
          </Button>
          <Button onClick={onCancel}>{texts.form.cancel}</Button>
        </StickyActionBar>
      )}
    </Form>
  );
}

/** A create or edit page: the kit's page title with breadcrumbs, then the form in a card. */
export function FormPage<V extends FieldValues, O>({
  title,
  breadcrumbs,
  actions,
  ...body
}: FormBodyProps<V, O> & { title: string; breadcrumbs?: readonly Crumb[]; actions?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} {...(breadcrumbs ? { breadcrumbs } : {})} actions={actions} />
      <Card>
        <FormBody label={title} {...body} />
      </Card>
    </>
  );
}
