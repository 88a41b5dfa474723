import { Card, Row, Space } from 'antd';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { CUSTOMER_CHANNELS, type PartnerDetail, type PartnerType } from '@kenh/contract';
import { FieldItem } from '../../../platform/forms';
import { FormDateField, FormSelectField, FormTextInput } from '../../../platform/inputs';
import { CoordinatePicker } from '../../../platform/map';
import { FieldCol } from '../../../platform/pages';
import { FormAddressPicker } from '../../geography';
import { AreaZoneSelect } from '../../locate';
import { useDistributorOptions, usePartnerOptions } from '../api/partners';
import { useNvttStandards, useStoreStandards } from '../api/standards';
import { usePartnerTexts } from '../locales';
import { FIELDS_OF, type CreateFormValues } from './partner-form-values';

interface Props {
  type: PartnerType;
  form: UseFormReturn<CreateFormValues, unknown, unknown>;
  readOnly?: boolean;
  /** The stored partner (its current references stay choosable even outside today's options). */
  partner?: PartnerDetail;
  /** Creation also asks for the account. */
  withAccount?: boolean;
}

/** An option for a stored reference the option list may not hold (another area, now inactive). */
function withCurrent(
  options: { value: number; label: string }[],
  id: number | null | undefined,
  name: string | null | undefined,
) {
  return id && name && !options.some((o) => o.value === id)
    ? [{ value: id, label: name }, ...options]
    : options;
}

/**
 * A partner's fields for its type (docs/partners.md): the account when creating, then papers,
 * territory and location (typed or clicked on the map), business facts and relations
 * (distributor, field staff, standard). The contract schema validates; the server refuses a field
 * that does not apply to the type, so only the type's fields are shown.
 */
export function PartnerProfileFields({ type, form, readOnly = false, partner, withAccount = false }: Props) {
  const texts = usePartnerTexts();
  const { control, formState, setValue } = form;
  const has = (field: (typeof FIELDS_OF)[PartnerType][number]) => FIELDS_OF[type].includes(field);
  const areaId = useWatch({ control, name: 'area_id' });
  const zoneId = useWatch({ control, name: 'zone_id' });
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const distributors = useDistributorOptions(areaId ? { area_id: areaId } : {});
  const fieldStaff = usePartnerOptions('NVTT', has('field_staff_id') ? areaId : null);
  const storeStandards = useStoreStandards();
  const nvttStandards = useNvttStandards();
  const set = (name: keyof CreateFormValues, value: unknown) =>
    setValue(name, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const nameLabel =
    type === 'NPP' ? texts.fields.nppName : type === 'CHTH' ? texts.fields.storeName : texts.fields.fullname;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {withAccount && (
        <Card title={texts.sections.account} size="small">
          <Row gutter={16}>
            <FieldCol>
              <FormTextInput name="fullname" control={control} label={nameLabel} maxLength={150} />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="username"
                control={control}
                label={texts.fields.username}
                maxLength={150}
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="password"
                control={control}
                label={texts.fields.password}
                mode="password"
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput
                name="phone"
                control={control}
                label={texts.fields.phone}
                maxLength={12}
                inputMode="tel"
              />
            </FieldCol>
            <FieldCol>
              <FormTextInput name="email" control={control} label={texts.fields.email} inputMode="email" />
            </FieldCol>
          </Row>
        </Card>
      )}

      <Card title={texts.sections.profile} size="small">
        <Row gutter={16}>
          {has('representative') && (
            <FieldCol>
              <FormTextInput
                name="representative"
                control={control}
                label={type === 'CHTH' ? texts.fields.owner : texts.fields.representative}
                maxLength={150}
              />
            </FieldCol>
          )}
          {has('tax_code') && (
            <FieldCol>
              <FormTextInput name="tax_code" control={control} label={texts.fields.taxCode} maxLength={20} />
            </FieldCol>
          )}
          {has('customer_channel') && (
            <FieldCol>
              <FormSelectField
                name="customer_channel"
                control={control}
                label={texts.fields.customerChannel}
                searchable={false}
                allowClear
                options={CUSTOMER_CHANNELS.map((c) => ({ value: c, label: texts.channels[c] }))}
              />
            </FieldCol>
          )}
          {has('citizen_id') && (
            <>
              <FieldCol>
                <FormTextInput
                  name="citizen_id"
                  control={control}
                  label={texts.fields.citizenId}
                  maxLength={12}
                  inputMode="numeric"
                />
              </FieldCol>
              <FieldCol>
                <FormDateField
                  name="citizen_id_issue_date"
                  control={control}
                  label={texts.fields.citizenIdIssueDate}
                />
              </FieldCol>
              <FieldCol>
                <FormTextInput
                  name="citizen_id_issue_place"
                  control={control}
                  label={texts.fields.citizenIdIssuePlace}
                />
              </FieldCol>
            </>
          )}
          {has('business_line') && (
            <FieldCol>
              <FormTextInput name="business_line" control={control} label={texts.fields.businessLine} />
            </FieldCol>
          )}
          {has('warehouse_area_m2') && (
            <FieldCol>
              <FormTextInput
                name="warehouse_area_m2"
                control={control}
                label={texts.fields.warehouseArea}
                mode="number"
              />
            </FieldCol>
          )}
          {has('staff_count') && (
            <FieldCol>
              <FormTextInput
                name="staff_count"
                control={control}
                label={texts.fields.staffCount}
                mode="number"
              />
            </FieldCol>
          )}
          {has('join_date') && (
            <FieldCol>
              <FormDateField name="join_date" control={control} label={texts.fields.joinDate} />
            </FieldCol>
          )}
          {has('accounting_code') && (
            <FieldCol>
              <FormTextInput
                name="accounting_code"
                control={control}
                label={texts.fields.accountingCode}
                maxLength={50}
              />
            </FieldCol>
          )}
          {has('market_code') && (
            <FieldCol>
              <FormTextInput
                name="market_code"
                control={control}
                label={texts.fields.marketCode}
                maxLength={50}
              />
            </FieldCol>
          )}
        </Row>
      </Card>

      {(has('distributor_id') ||
        has('field_staff_id') ||
        has('store_standard_id') ||
        has('nvtt_standard_id')) && (
        <Card title={texts.sections.relations} size="small">
          <Row gutter={16}>
            {has('distributor_id') && (
              <FieldCol>
                <FormSelectField
                  name="distributor_id"
                  control={control}
                  label={texts.fields.distributor}
                  allowClear
                  options={withCurrent(
                    distributors.data ?? [],
                    partner?.distributor_id,
                    partner?.distributor_name,
                  )}
                />
              </FieldCol>
            )}
            {has('field_staff_id') && (
              <FieldCol>
                <FormSelectField
                  name="field_staff_id"
                  control={control}
                  label={texts.fields.fieldStaff}
                  allowClear
                  options={withCurrent(
                    fieldStaff.data ?? [],
                    partner?.field_staff_id,
                    partner?.field_staff_name,
                  )}
                />
              </FieldCol>
            )}
            {has('store_standard_id') && (
              <FieldCol>
                <FormSelectField
                  name="store_standard_id"
                  control={control}
                  label={texts.fields.storeStandard}
                  allowClear
                  options={(storeStandards.data ?? []).map((s) => ({
                    value: s.id,
                    label: `${s.code} · ${s.name}`,
                    disabled: !s.is_active,
                  }))}
                />
              </FieldCol>
            )}
            {has('nvtt_standard_id') && (
              <FieldCol>
                <FormSelectField
                  name="nvtt_standard_id"
                  control={control}
                  label={texts.fields.nvttStandard}
                  allowClear
                  options={(nvttStandards.data ?? []).map((s) => ({
                    value: s.id,
                    label: `${s.code} · ${s.name}`,
                    disabled: !s.is_active,
                  }))}
                />
              </FieldCol>
            )}
          </Row>
        </Card>
      )}

      <Card title={texts.sections.place} size="small">
        <Row gutter={16}>
          <FieldCol full>
            <FieldItem
              label={texts.fields.areaZone}
              htmlFor="field-area"
              error={formState.errors.zone_id ?? formState.errors.area_id}
            >
              <AreaZoneSelect
                id="field-area"
                disabled={readOnly}
                zoneOptional
                value={{ area_id: areaId ?? null, zone_id: zoneId ?? null }}
                onChange={(v) => {
                  set('area_id', v.area_id);
                  set('zone_id', v.zone_id);
                }}
              />
            </FieldItem>
          </FieldCol>
          <FieldCol full>
            <FormAddressPicker
              name="address"
              control={control}
              label={texts.fields.address}
              showStreet
              disabled={readOnly}
            />
          </FieldCol>
          <FieldCol full>
            <FieldItem
              label={texts.fields.coordinates}
              htmlFor="field-latitude"
              error={formState.errors.latitude ?? formState.errors.longitude}
            >
              <CoordinatePicker
                disabled={readOnly}
                value={latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null}
                onChange={(position) => {
                  set('latitude', position?.lat ?? null);
                  set('longitude', position?.lng ?? null);
                }}
              />
            </FieldItem>
          </FieldCol>
        </Row>
      </Card>
    </Space>
  );
}
