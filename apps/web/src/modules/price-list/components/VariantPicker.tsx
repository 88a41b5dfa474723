import { useMemo, useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { VariantRow } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useVariantOptions } from '../api/catalogue';
import { usePriceListTexts } from '../locales';
import { rowKey, type PriceGridRow } from './price-grid';
import { useDebounced } from '../../../platform/inputs';

/**
 * Adds a product to the grid: search a variant (code, name, brand — the catalogue searches without
 * diacritics), pick one unit or all of its units, then one line per unit with no price yet.
 */
export function VariantPicker({
  rows,
  onAdd,
}: {
  rows: readonly PriceGridRow[];
  onAdd: (added: PriceGridRow[]) => void;
}) {
  const texts = usePriceListTexts();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const variants = useVariantOptions(search);
  const [chosen, setChosen] = useState<VariantRow>();
  const [unitId, setUnitId] = useState<number | 'all'>('all');
  const options = useMemo(
    () =>
      (variants.data?.results ?? []).map((v) => ({
        value: v.id,
        label: `${v.code} · ${v.name}`,
        variant: v,
      })),
    [variants.data],
  );

  const add = () => {
    if (!chosen) return;
    const taken = new Set(rows.map(rowKey));
    const units = chosen.units.filter((u) => unitId === 'all' || u.unit_id === unitId);
    const added = units
      .map((u) => ({
        variant_id: chosen.id,
        unit_id: u.unit_id,
        variant_code: chosen.code,
        variant_name: chosen.name,
        unit_name: u.unit_name,
        price: null,
      }))
      .filter((r) => !taken.has(rowKey(r)));
    if (added.length === 0) return toast.warning(texts.grid.duplicate);
    onAdd(added);
    setChosen(undefined);
    setUnitId('all');
  };

  return (
    <Flex gap={8} wrap align="center">
      <Select<number | null>
        id="price-list-variant"
        aria-label={texts.grid.addVariant}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        allowClear
        placeholder={texts.grid.pickVariant}
        loading={variants.isFetching}
        value={chosen?.id ?? null}
        onChange={(id) => {
          setChosen(options.find((o) => o.value === id)?.variant);
          setUnitId('all');
        }}
        options={options}
        style={{ width: 320, maxWidth: '100%' }}
      />
      <Select<number | 'all'>
        id="price-list-unit"
        aria-label={texts.grid.pickUnit}
        disabled={!chosen}
        value={unitId}
        onChange={setUnitId}
        options={[
          { value: 'all', label: texts.grid.allUnits },
          ...(chosen?.units ?? []).map((u) => ({ value: u.unit_id, label: u.unit_name })),
        ]}
        style={{ width: 140 }}
      />
      <Button icon={<PlusOutlined />} disabled={!chosen} onClick={add}>
        {texts.grid.add}
      </Button>
    </Flex>
  );
}
