import { useMemo, useState } from 'react';
import { Flex, Select } from 'antd';
import type { PriceScopeLevel, PriceSystem } from '@kenh/contract';
import { useAccountsInArea, useAreaOptions } from '../api/catalogue';
import { usePriceListTexts } from '../locales';
import { useDebounced } from '../../../platform/inputs';

export interface TargetChoice {
  id: number;
  name: string;
}

/**
 * Where a list applies within its system: areas, zones (grouped by area) or named accounts of the
 * system (found area by area, searched on the server). `targets` keep their names, so chosen
 * accounts stay labelled when another area is browsed.
 */
export function TargetPicker({
  id,
  level,
  system,
  targets,
  onChange,
  error,
  disabled,
}: {
  id: string;
  level: Exclude<PriceScopeLevel, 'system'>;
  system: PriceSystem | null;
  targets: readonly TargetChoice[];
  onChange: (targets: TargetChoice[]) => void;
  error?: boolean;
  disabled?: boolean;
}) {
  const texts = usePriceListTexts();
  const areas = useAreaOptions();
  const [areaId, setAreaId] = useState<number>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const accounts = useAccountsInArea(level === 'account' ? areaId : undefined, search);

  const options = useMemo(() => {
    if (level === 'area') return (areas.data ?? []).map((a) => ({ value: a.value, label: a.label }));
    if (level === 'zone')
      return (areas.data ?? []).map((a) => ({
        label: a.label,
        title: a.label,
        options: a.children.map((z) => ({ value: z.value, label: z.label })),
      }));
    const found = (accounts.data?.results ?? [])
      .filter((a) => system === null || a.type === system)
      .map((a) => ({ value: a.id, label: `${a.fullname} (${a.username})` }));
    const chosen = targets
      .filter((t) => !found.some((o) => o.value === t.id))
      .map((t) => ({ value: t.id, label: t.name }));
    return [...chosen, ...found];
  }, [level, areas.data, accounts.data, system, targets]);

  const labelOf = (value: number) => {
    for (const option of options) {
      if ('options' in option) {
        const zone = option.options.find((z) => z.value === value);
        if (zone) return zone.label;
      } else if (option.value === value) return option.label;
    }
    return targets.find((t) => t.id === value)?.name ?? String(value);
  };

  const label =
    level === 'area' ? texts.fields.areas : level === 'zone' ? texts.fields.zones : texts.fields.accounts;
  return (
    <Flex gap={8} wrap style={{ width: '100%' }}>
      {level === 'account' && (
        <Select<number | null>
          id={`${id}-area`}
          aria-label={texts.fields.areas}
          placeholder={texts.fields.areas}
          allowClear
          disabled={disabled}
          value={areaId ?? null}
          onChange={(value) => setAreaId(value ?? undefined)}
          options={(areas.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
          style={{ width: 200 }}
        />
      )}
      <Select<number[]>
        id={id}
        mode="multiple"
        aria-label={label}
        placeholder={texts.form.pickTargets}
        disabled={disabled}
        status={error ? 'error' : undefined}
        loading={areas.isFetching || accounts.isFetching}
        value={targets.map((t) => t.id)}
        onChange={(ids) => onChange(ids.map((value) => ({ id: value, name: labelOf(value) })))}
        options={options}
        showSearch={
          level === 'account' ? { filterOption: false, onSearch: setTyped } : { optionFilterProp: 'label' }
        }
        style={{ flex: 1, minWidth: 240 }}
      />
    </Flex>
  );
}
