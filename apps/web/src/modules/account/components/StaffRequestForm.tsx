import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordRequestBody } from '@kenh/contract';
import { applyApiError } from '../../../platform/forms';
import { useMessageText } from '../../../platform/i18n';
import { FormTextInput } from '../../../platform/inputs';
import { useRequestStaffReset } from '../api/use-password-reset';

type Values = z.input<typeof passwordRequestBody>;
type Parsed = z.output<typeof passwordRequestBody>;

/**
 * For users without a working e-mail (docs/accounts.md): ask the staff for a new password by
 * username. The request appears on /password-request, where staff holding `user.resetpassword`
 * issue a temporary password or refuse.
 */
export function StaffRequestForm() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const request = useRequestStaffReset();
  const [formError, setFormError] = useState<string>();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitSuccessful },
  } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(passwordRequestBody),
    mode: 'onTouched',
    defaultValues: { username: '' },
  });

  const send = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['username']));
      throw error;
    }
  });

  if (isSubmitSuccessful) {
    return <Alert type="success" showIcon title={messageText('account.request_created')} />;
  }
  return (
    <form
      onSubmit={(event) => void send(event).catch(() => undefined)}
      noValidate
      aria-label={t('forgotPassword.staffRequest.title')}
    >
      <Form layout="vertical" component={false} requiredMark={false}>
        <p style={{ marginTop: 0 }}>{t('forgotPassword.staffRequest.intro')}</p>
        {formError && (
          <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
        )}
        <FormTextInput
          name="username"
          control={control}
          label={t('forgotPassword.staffRequest.username')}
          id="staff-request-username"
          autoComplete="username"
          maxLength={150}
        />
        <Button htmlType="submit" block loading={request.isPending}>
          {t('forgotPassword.staffRequest.submit')}
        </Button>
      </Form>
    </form>
  );
}
