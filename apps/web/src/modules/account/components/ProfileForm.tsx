import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { updateProfileFields, type AccountDetail } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { FormTextInput } from '../../../platform/inputs';
import { useMessageText } from '../../../platform/i18n';
import { FormBody, useContractForm } from '../../../platform/pages';
import { useUpdateProfile } from '../api/own-account';
import { AvatarPicker } from './AvatarPicker';

interface ProfileValues {
  fullname: string;
  email: string;
  phone: string;
}

const profileDefaults = (account: AccountDetail): ProfileValues => ({
  fullname: account.fullname,
  email: account.email ?? '',
  phone: account.phone ?? '',
});

/**
 * Own profile (spec §2.2 /my-account): name, e-mail, phone and avatar, saved in one call from the
 * kit's save bar; "Hủy" puts back the stored values and drops a picked picture.
 */
export function ProfileForm({ account }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | null>(null);
  const form = useContractForm<typeof updateProfileFields, ProfileValues>(
    updateProfileFields,
    profileDefaults(account),
  );

  return (
    <FormBody
      form={form}
      label={t('myAccount.profile')}
      onSubmit={async (fields) => {
        await update.mutateAsync({ fields, avatar });
        setAvatar(null);
        toast.success(messageText('account.profile_updated'));
      }}
      onCancel={() => {
        form.reset(profileDefaults(account));
        setAvatar(null);
      }}
    >
      <Form.Item label={t('myAccount.avatar')}>
        <AvatarPicker
          fullname={form.watch('fullname') || account.fullname}
          avatarUrl={account.avatar_url}
          file={avatar}
          onChange={setAvatar}
        />
      </Form.Item>
      <Form.Item label={t('myAccount.username')} htmlFor="profile-username">
        <Input id="profile-username" value={account.username} disabled />
      </Form.Item>
      <FormTextInput
        name="fullname"
        control={form.control}
        label={t('myAccount.fullname')}
        id="profile-fullname"
        autoComplete="name"
      />
      <FormTextInput
        name="email"
        control={form.control}
        label={t('myAccount.email')}
        id="profile-email"
        inputMode="email"
        autoComplete="email"
      />
      <FormTextInput
        name="phone"
        control={form.control}
        label={t('myAccount.phone')}
        id="profile-phone"
        autoComplete="tel"
        inputMode="tel"
        maxLength={12}
      />
    </FormBody>
  );
}
