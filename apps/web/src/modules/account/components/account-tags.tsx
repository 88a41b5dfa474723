import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account, AccountType } from '@kenh/contract';

const TYPE_COLORS: Record<AccountType, string> = {
  AD: 'blue',
  KH: 'purple',
  KT: 'cyan',
  NPP: 'orange',
  NVTT: 'green',
  CHTH: 'gold',
  CTV: 'magenta',
  WAREHOUSE: 'default',
};

export function AccountTypeTag({ type }: { type: AccountType }) {
  const { t } = useTranslation('account');
  return <Tag color={TYPE_COLORS[type]}>{t(`users.types.${type}`)}</Tag>;
}

export function AccountStatusTag({ account }: { account: Pick<Account, 'is_active'> }) {
  const { t } = useTranslation('account');
  return account.is_active ? <Tag color="green">{t('users.active')}</Tag> : <Tag>{t('users.inactive')}</Tag>;
}
