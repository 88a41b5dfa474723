import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { updateProfileFields, type AccountDetail, type UpdateProfileFields } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { applyApiError, contractResolver } from '../../../platform/forms';
import { FormTextInput } from '../../../platform/inputs';
import { useMessageText } from '../../../platform/i18n';
import { useUpdateProfile } from '../api/own-account';
import { AvatarPicker } from './AvatarPicker';

interface ProfileValues {
  fullname: string;
  email: string;
  phone: string;
}

const resolver: Resolver<ProfileValues, unknown, UpdateProfileFields> = contractResolver(updateProfileFields);

/** Own profile (spec §2.2 /my-account): name, e-mail, phone and avatar, saved in one call. */
export function ProfileForm({ account }: { account: AccountDetail }) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const update = useUpdateProfile();
  const [avatar, setAvatar] = useState<File | null>(null);
  const { control, handleSubmit, setError, watch } = useForm<ProfileValues, unknown, UpdateProfileFields>({
    resolver,
    mode: 'onTouched',
    defaultValues: { fullname: account.fullname, email: account.email ?? '', phone: account.phone ?? '' },
  });

  const save = handleSubmit(async (fields) => {
    try {
      await update.mutateAsync({ fields, avatar });
    } catch (error) {
      const message = applyApiError(error, setError, ['fullname', 'email', 'phone']);
      if (message) toast.error(message);
      return;
    }
    setAvatar(null);
    toast.success(messageText('account.profile_updated'));
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t('myAccount.profile')}>
      <Form layout="vertical" component={false} requiredMark={false}>
        <Form.Item label={t('myAccount.avatar')}>
          <AvatarPicker
            fullname={watch('fullname') || account.fullname}
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
          control={control}
          label={t('myAccount.fullname')}
          id="profile-fullname"
          autoComplete="name"
        />
        <FormTextInput
          name="email"
          control={control}
          label={t('myAccount.email')}
          id="profile-email"
          inputMode="email"
          autoComplete="email"
        />
        <FormTextInput
          name="phone"
          control={control}
          label={t('myAccount.phone')}
          id="profile-phone"
          autoComplete="tel"
          inputMode="tel"
          maxLength={12}
        />
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t('myAccount.save')}
        </Button>
      </Form>
    </form>
  );
}
