import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordBody, PASSWORD_MAX_LENGTH } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError } from '../../../platform/forms';
import { FormTextInput } from '../../../platform/inputs';
import { useMessageText } from '../../../platform/i18n';
import { useContractForm } from '../../../platform/pages';
import { useChangePassword } from '../api/own-account';

type Values = z.input<typeof changePasswordBody>;
const EMPTY: Values = { old_password: '', password: '', confirm_password: '' };

/**
 * Own password: current, new and its confirmation ("Mật khẩu không khớp" when they differ). An action
 * with its own button rather than the kit's save bar: nothing is edited that "Hủy" could restore, and
 * the page's leave prompt belongs to the profile (a router holds one prompt at a time).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const change = useChangePassword();
  const { control, handleSubmit, setError, reset } = useContractForm<typeof changePasswordBody, Values>(
    changePasswordBody,
    EMPTY,
  );

  const save = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
    } catch (error) {
      const message = applyApiError(error, setError, ['old_password', 'password', 'confirm_password']);
      if (message) toast.error(message);
      return;
    }
    reset(EMPTY);
    toast.success(messageText('account.password_changed'));
  });

  const field = (name: keyof Values, id: string, label: string, autoComplete: string) => (
    <FormTextInput
      name={name}
      control={control}
      label={label}
      id={id}
      mode="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('myAccount.changePassword')}>
      <Form layout="vertical" component={false} requiredMark={false}>
        {field('old_password', 'password-old', t('myAccount.oldPassword'), 'current-password')}
        {field('password', 'password-new', t('myAccount.newPassword'), 'new-password')}
        {field('confirm_password', 'password-confirm', t('myAccount.confirmPassword'), 'new-password')}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('myAccount.submitPassword')}
        </Button>
      </Form>
    </form>
  );
}
