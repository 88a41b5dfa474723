import { Link } from 'react-router';
import {
  formatDate,
  PARTNER_STATUSES,
  partnerListQuery,
  type Partner,
  type PartnerStatus,
} from '@kenh/contract';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import type { ListColumn, ListFilter, UrlQuery } from '../../../platform/pages';
import { AreaZoneSelect } from '../../locate';
import type { PartnerFilter } from '../api/partners';
import { useNvttStandards, useStoreStandards } from '../api/standards';
import { usePartnerTexts } from '../locales';
import { PartnerStatusTag } from './PartnerTags';

/** The list's query in the address; the partner type is the page's, never the address's. */
export const partnerUrlSchema = partnerListQuery.omit({ type: true, after: true });

const FILTER_WIDTH = 200;

type Extra = 'representative' | 'tax' | 'distributor' | 'fieldStaff' | 'standard' | 'channel';

/** The columns of a partner list: name (linked), contact, territory, then the type's own. */
export function usePartnerColumns(
  detailPath: (p: Partner) => string,
  extras: readonly Extra[],
): ListColumn<Partner>[] {
  const texts = usePartnerTexts();
  const localePath = useLocalePath();
  const extraColumns: Record<Extra, ListColumn<Partner>> = {
    representative: {
      key: 'code',
      title: texts.fields.marketCode,
      render: (p) => p.market_code,
      noWrap: true,
    },
    tax: { key: 'tax', title: texts.fields.taxCode, render: (p) => p.tax_code, noWrap: true },
    distributor: { key: 'distributor', title: texts.fields.distributor, render: (p) => p.distributor_name },
    fieldStaff: { key: 'fieldStaff', title: texts.fields.fieldStaff, render: (p) => p.field_staff_name },
    standard: { key: 'standard', title: texts.fields.standard, render: (p) => p.standard_name },
    channel: {
      key: 'channel',
      title: texts.fields.customerChannel,
      render: (p) => (p.customer_channel ? texts.channels[p.customer_channel] : null),
    },
  };
  return [
    {
      key: 'fullname',
      title: texts.fields.fullname,
      alwaysVisible: true,
      inCard: false,
      render: (p) => <Link to={localePath(detailPath(p))}>{p.fullname}</Link>,
    },
    { key: 'username', title: texts.fields.username, render: (p) => p.username, noWrap: true },
    { key: 'phone', title: texts.fields.phone, render: (p) => p.phone, noWrap: true },
    {
      key: 'area',
      title: texts.fields.areaZone,
      render: (p) => [p.area_name, p.zone_name].filter(Boolean).join(' / '),
    },
    ...extras.map((e) => extraColumns[e]),
    { key: 'address', title: texts.fields.address, render: (p) => p.address_text },
    {
      key: 'created',
      title: texts.fields.createdAt,
      noWrap: true,
      render: (p) => formatDate(p.created_at),
    },
    {
      key: 'status',
      title: texts.fields.status,
      width: 150,
      render: (p) => <PartnerStatusTag status={p.status} />,
    },
  ];
}

/** Filters every partner list has (area/zone, status), plus the standard where the type has one. */
export function usePartnerFilters(url: UrlQuery<PartnerFilter>, standard?: 'store' | 'nvtt'): ListFilter[] {
  const texts = usePartnerTexts();
  const storeStandards = useStoreStandards();
  const nvttStandards = useNvttStandards();
  const filter = url.query;
  const standards =
    standard === 'store' ? storeStandards.data : standard === 'nvtt' ? nvttStandards.data : undefined;
  return [
    {
      key: 'area',
      label: texts.fields.areaZone,
      active: filter.area_id != null || filter.zone_id != null,
      control: (
        <div style={{ minWidth: 2 * FILTER_WIDTH }}>
          <AreaZoneSelect
            zoneOptional
            value={{ area_id: filter.area_id ?? null, zone_id: filter.zone_id ?? null }}
            onChange={(v) => url.set({ area_id: v.area_id, zone_id: v.zone_id })}
          />
        </div>
      ),
    },
    {
      key: 'status',
      label: texts.fields.status,
      active: filter.status != null,
      control: (
        <SelectField<PartnerStatus>
          aria-label={texts.fields.status}
          placeholder={texts.list.allStatuses}
          allowClear
          searchable={false}
          showSuccess={false}
          value={filter.status ?? null}
          style={{ width: '100%', minWidth: 160 }}
          options={PARTNER_STATUSES.map((s) => ({ value: s, label: texts.statuses[s] }))}
          onChange={(v) => url.set({ status: typeof v === 'string' ? v : null })}
        />
      ),
    },
    ...(standard
      ? [
          {
            key: 'standard',
            label: texts.fields.standard,
            active: filter.standard_id != null,
            control: (
              <SelectField<number>
                aria-label={texts.fields.standard}
                placeholder={texts.list.allStandards}
                allowClear
                showSuccess={false}
                value={filter.standard_id ?? null}
                style={{ width: '100%', minWidth: FILTER_WIDTH }}
                options={(standards ?? []).map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
                onChange={(v) => url.set({ standard_id: typeof v === 'number' ? v : null })}
              />
            ),
          },
        ]
      : []),
  ];
}
