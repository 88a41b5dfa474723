import { useEffect } from 'react';
import { Alert, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { AccountDetail } from '@kenh/contract';
import { FormSelectField, FormTextInput } from '../../../platform/inputs';
import { FieldCol } from '../../../platform/pages';
import { useAccountOptions } from '../api/accounts';
import { usePlaces } from './place-options';
import type { UserFormKind } from './user-form-kinds';

/** What the create and edit forms hold (an empty select is null); the edit form ignores the sign-in fields. */
export interface UserFormValues {
  username: string;
  password: string;
  fullname: string;
  email: string;
  phone: string;
  position: string;
  parent_id: number | null;
  area_id: number | null;
  zone_id: number | null;
}

export function userFormDefaults(account?: AccountDetail): UserFormValues {
  return {
    username: account?.username ?? '',
    password: '',
    fullname: account?.fullname ?? '',
    email: account?.email ?? '',
    phone: account?.phone ?? '',
    position: account?.position ?? '',
    parent_id: account?.parent_id ?? null,
    area_id: account?.area_id ?? null,
    zone_id: account?.zone_id ?? null,
  };
}

/** The fields of one account type's form; `signIn` adds the username and password (creation only). */
export function UserFormFields<O>({
  control,
  setValue,
  kind,
  signIn,
  selfId,
}: {
  control: Control<UserFormValues, unknown, O>;
  setValue: UseFormSetValue<UserFormValues>;
  kind: UserFormKind;
  signIn: boolean;
  /** The account being edited: never offered as its own manager. */
  selfId?: number;
}) {
  const { t } = useTranslation('account');
  const places = usePlaces();
  // NVTT report to a supervisor, everyone else to a back-office account: both are AD accounts.
  const managers = useAccountOptions('AD').data ?? [];
  const areaId = useWatch({ control, name: 'area_id' });
  const zoneId = useWatch({ control, name: 'zone_id' });
  const zones = places.zonesOf(areaId);
  // A zone belongs to one area: choosing another area drops a zone that is not in it.
  const zoneOutsideArea = zoneId != null && places.areas.length > 0 && !zones.some((z) => z.value === zoneId);
  useEffect(() => {
    if (zoneOutsideArea) setValue('zone_id', null, { shouldDirty: true });
  }, [zoneOutsideArea, setValue]);

  return (
    <>
      <Row gutter={16}>
        {signIn && (
          <>
            <FieldCol>
              <FormTextInput
                name="username"
                control={control}
                label={t('users.fields.username')}
                maxLength={150}
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="password"
                control={control}
                label={t('users.fields.password')}
                mode="password"
                maxLength={128}
                autoComplete="new-password"
              />
            </FieldCol>
          </>
        )}
        <FieldCol>
          <FormTextInput name="fullname" control={control} label={t('users.fields.fullname')} />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="email" control={control} label={t('users.fields.email')} />
        </FieldCol>
        <FieldCol>
          <FormTextInput name="phone" control={control} label={t('users.fields.phone')} maxLength={20} />
        </FieldCol>
        {kind.position && (
          <FieldCol>
            <FormTextInput name="position" control={control} label={t('users.fields.position')} />
          </FieldCol>
        )}
        {kind.parent && (
          <FieldCol>
            <FormSelectField
              name="parent_id"
              control={control}
              label={t('users.fields.parent')}
              placeholder={t('users.fields.parent')}
              allowClear
              showSuccess={false}
              style={{ width: '100%' }}
              options={managers.filter((m) => m.value !== selfId)}
            />
          </FieldCol>
        )}
        {kind.place && places.allowed && (
          <>
            <FieldCol>
              <FormSelectField
                name="area_id"
                control={control}
                label={t('users.fields.area')}
                placeholder={t('users.fields.area')}
                allowClear
                showSuccess={false}
                style={{ width: '100%' }}
                options={places.areas}
              />
            </FieldCol>
            <FieldCol>
              <FormSelectField
                name="zone_id"
                control={control}
                label={t('users.fields.zone')}
                placeholder={t('users.fields.zone')}
                allowClear
                showSuccess={false}
                style={{ width: '100%' }}
                options={zones}
              />
            </FieldCol>
          </>
        )}
      </Row>
      {kind.place && !places.allowed && (
        <Alert type="info" showIcon title={t('users.form.noPlaceAccess')} style={{ marginBottom: 16 }} />
      )}
    </>
  );
}
