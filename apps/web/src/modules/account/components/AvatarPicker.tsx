import { useEffect, useRef, useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, isOneOf } from '@kenh/contract';
import { useFileObjectUrl } from '../../../platform/api';
import { useMessageText } from '../../../platform/i18n';
import { avatarLetter, nameInitials, ACCENT_COLOR } from '../../../platform/layout';

/** Why a picked file cannot be an avatar (contract message key), or undefined when it can. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!isOneOf(AVATAR_MIME_TYPES, file.type)) return 'account.avatar_type';
  if (file.size > AVATAR_MAX_BYTES) return 'account.avatar_too_large';
  return undefined;
}

/**
 * The avatar (the stored picture from `avatar_url`, or the initials letter of spec §3) and a
 * button to pick a new JPG, PNG or WEBP picture of at most 2 MB; the choice is previewed at once
 * and saved with the profile.
 */
export function AvatarPicker({
  fullname,
  avatarUrl,
  file,
  onChange,
}: {
  fullname: string;
  avatarUrl: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useTranslation('account');
  const messageText = useMessageText();
  const input = useRef<HTMLInputElement>(null);
  const stored = useFileObjectUrl(avatarUrl);
  const [preview, setPreview] = useState<string>();
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    if (!file) {
      setPreview(undefined);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const src = preview ?? stored;
  return (
    <Flex align="center" gap={16} wrap>
      <Avatar
        size={72}
        src={src}
        alt={fullname}
        style={{ backgroundColor: src ? undefined : ACCENT_COLOR, fontSize: 28, flex: 'none' }}
        data-testid="profile-avatar"
        data-initials={nameInitials(fullname)}
      >
        {avatarLetter(fullname)}
      </Avatar>
      <Flex vertical gap={4}>
        <input
          ref={input}
          type="file"
          accept={AVATAR_MIME_TYPES.join(',')}
          aria-label={t('myAccount.avatar')}
          style={{ display: 'none' }}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            event.target.value = '';
            if (!picked) return;
            const reason = avatarProblem(picked);
            setProblem(reason);
            if (!reason) onChange(picked);
          }}
        />
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
          {t('myAccount.chooseAvatar')}
        </Button>
        <Typography.Text
          type={problem ? 'danger' : 'secondary'}
          style={{ fontSize: 12 }}
          role={problem ? 'alert' : undefined}
        >
          {problem ? messageText(problem) : t('myAccount.avatarHint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
