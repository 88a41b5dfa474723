import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordBody, PASSWORD_MAX_LENGTH } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { FormTextInput } from '../../../platform/inputs';
import { useMessageText } from '../../../platform/i18n';
import { FormBody, useContractForm } from '../../../platform/pages';
import { useChangePassword } from '../api/own-account';

type Values = z.input<typeof changePasswordBody>;
const EMPTY: Values = { old_password: '', password: '', confirm_password: '' };

/**
 * Own password: current, new and its confirmation ("Mật khẩu không khớp" when they differ), in the
 * kit's form beside the profile: "Đổi mật khẩu" saves, "Hủy" empties the fields, and leaving with
 * something typed asks first, as for the profile.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const change = useChangePassword();
  const form = useContractForm<typeof changePasswordBody, Values>(changePasswordBody, EMPTY);

  const field = (name: keyof Values, id: string, label: string, autoComplete: string) => (
    <FormTextInput
      name={name}
      control={form.control}
      label={label}
      id={id}
      mode="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );

  return (
    <FormBody
      form={form}
      label={t('myAccount.changePassword')}
      submitLabel={t('myAccount.submitPassword')}
      onSubmit={async (values) => {
        await change.mutateAsync(values);
        form.reset(EMPTY);
        toast.success(messageText('account.password_changed'));
      }}
      onCancel={() => form.reset(EMPTY)}
    >
      {field('old_password', 'password-old', t('myAccount.oldPassword'), 'current-password')}
      {field('password', 'password-new', t('myAccount.newPassword'), 'new-password')}
      {field('confirm_password', 'password-confirm', t('myAccount.confirmPassword'), 'new-password')}
    </FormBody>
  );
}
