import { Avatar } from 'antd';
import { avatarLetter, nameInitials } from './initials';
import { ACCENT_COLOR } from './theme';

export function UserAvatar({ fullname, size = 36 }: { fullname: string | null | undefined; size?: number }) {
  return (
    <Avatar
      size={size}
      style={{ backgroundColor: ACCENT_COLOR, flex: 'none' }}
      aria-label={fullname || nameInitials(fullname)}
      data-initials={nameInitials(fullname)}
    >
      {avatarLetter(fullname)}
    </Avatar>
  );
}
