import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, resetPasswordBody } from '@kenh/contract';
import { applyApiError } from '../../../platform/forms';
import { FormTextInput } from '../../../platform/inputs';
import { useResetPassword } from '../api/use-password-reset';

type Values = z.input<typeof resetPasswordBody>;
type Parsed = z.output<typeof resetPasswordBody>;

/** Spec §2.10 step 2: the new password with a confirmation field. */
export function NewPasswordStep({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const { t } = useTranslation('account');
  const resetPassword = useResetPassword();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(resetPasswordBody),
    mode: 'onTouched',
    defaultValues: { reset_token: resetToken, password: '', confirm_password: '' },
  });

  const save = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      setFormError(applyApiError(error, setError, ['password', 'confirm_password']));
      return;
    }
    onDone();
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={t('forgotPassword.steps.newPassword')}
    >
      <Form layout="vertical" component={false} requiredMark={false}>
        {formError && (
          <Alert type="error" showIcon title={formError} role="alert" style={{ marginBottom: 16 }} />
        )}
        <FormTextInput
          name="password"
          control={control}
          label={t('forgotPassword.password')}
          id="reset-password"
          mode="password"
          size="large"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          autoFocus
        />
        <FormTextInput
          name="confirm_password"
          control={control}
          label={t('forgotPassword.confirmPassword')}
          id="reset-confirm-password"
          mode="password"
          size="large"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={resetPassword.isPending}>
          {t('forgotPassword.save')}
        </Button>
      </Form>
    </form>
  );
}
