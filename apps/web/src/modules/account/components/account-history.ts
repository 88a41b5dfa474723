import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPES } from '@kenh/contract';
import { useSystemKeyName } from '../../../platform/layout';
import type { HistorySource } from '../../../platform/pages';

/**
 * How an account's history reads: the trail names the stored columns (`isActive`, `systemKey`),
 * labelled here; the account type and system by name (the kit words the status and names the
 * manager, area and zone).
 */
export function useAccountHistory(id: number): HistorySource {
  const { t } = useTranslation('account');
  const systemName = useSystemKeyName();
  return {
    entity: 'account',
    id,
    fieldLabels: {
      username: t('users.fields.username'),
      type: t('users.fields.type'),
      systemKey: t('users.fields.systemKey'),
      fullname: t('users.fields.fullname'),
      email: t('users.fields.email'),
      phone: t('users.fields.phone'),
      position: t('users.fields.position'),
      parentId: t('users.fields.parent'),
      areaId: t('users.fields.area'),
      zoneId: t('users.fields.zone'),
      isActive: t('users.fields.status'),
      is_active: t('users.fields.status'),
      isSuperuser: t('users.superuser'),
      isDeleted: t('users.fields.deleted'),
      profile: t('users.fields.profile'),
      session: t('users.history.session'),
    },
    valueLabels: { type: Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, t(`users.types.${type}`)])) },
    formatValue: (field, value) =>
      field === 'systemKey' && typeof value === 'string' ? systemName(value) : undefined,
    actionLabels: {
      revoke_session: t('users.history.revoke_session'),
      registration_confirm: t('users.history.registration_confirm'),
      registration_refuse: t('users.history.registration_refuse'),
      password_change: t('users.history.password_change'),
    },
  };
}
