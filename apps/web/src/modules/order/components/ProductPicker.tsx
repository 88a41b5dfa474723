import { useMemo, useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import type { VariantRow } from '@kenh/contract';
import { isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { fill } from '../../../platform/pages';
import { useBarcodeLookup, useVariantSearch } from '../api/catalogue';
import { useOrderTexts } from '../locales';
import type { OrderLineDraft } from './order-form-values';
import { useDebounced } from '../../../platform/inputs';

/** A line of quantity 1 for a variant in one of its units. */
type NewLine = Omit<OrderLineDraft, 'quantity' | 'discount_percent' | 'note'>;

/**
 * Adds products to the order: a search (code or name, diacritics ignored on the server) that adds
 * the variant in its base unit, and a barcode field (a scanner types the code and Enter) that adds
 * the variant in the unit the barcode belongs to (a box's barcode adds a box).
 */
export function ProductPicker({ onAdd }: { onAdd: (line: NewLine) => void }) {
  const texts = useOrderTexts();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed);
  const variants = useVariantSearch(search);
  const lookup = useBarcodeLookup();
  const [barcode, setBarcode] = useState('');
  const options = useMemo(
    () =>
      (variants.data?.results ?? []).map((v) => ({
        value: v.id,
        label: `${v.code} · ${v.name}`,
        variant: v,
      })),
    [variants.data],
  );

  const addVariant = (variant: VariantRow) => {
    const base = variant.units.find((u) => u.unit_id === variant.base_unit_id) ?? variant.units[0];
    onAdd({
      variant_id: variant.id,
      variant_code: variant.code,
      variant_name: variant.name,
      unit_id: base?.unit_id ?? variant.base_unit_id,
      units: variant.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name })),
    });
  };

  const scan = () => {
    const code = barcode.trim();
    if (code === '') return;
    lookup.mutate(code, {
      onSuccess: (found) => {
        onAdd({
          variant_id: found.variant.id,
          variant_code: found.variant.code,
          variant_name: found.variant.name,
          unit_id: found.unit.unit_id,
          units: found.variant.units.map((u) => ({ unit_id: u.unit_id, unit_name: u.unit_name })),
        });
        toast.success(
          fill(texts.lines.barcodeAdded, { name: found.variant.name, unit: found.unit.unit_name }),
        );
        setBarcode('');
      },
      onError: (error) =>
        toast.error(
          isApiError(error) && error.code === 404
            ? fill(texts.lines.barcodeNotFound, { barcode: code })
            : error.message,
        ),
    });
  };

  return (
    <Flex gap={8} wrap>
      <Select<number | null>
        id="order-product-search"
        aria-label={texts.lines.search}
        showSearch={{ filterOption: false, onSearch: setTyped }}
        placeholder={texts.lines.search}
        loading={variants.isFetching}
        value={null}
        onChange={(id) => {
          const variant = options.find((o) => o.value === id)?.variant;
          if (variant) addVariant(variant);
          setTyped('');
        }}
        options={options}
        style={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <Input
        id="order-barcode"
        aria-label={texts.lines.barcode}
        prefix={<BarcodeOutlined aria-hidden />}
        placeholder={texts.lines.barcodePlaceholder}
        inputMode="numeric"
        value={barcode}
        disabled={lookup.isPending}
        onChange={(e) => setBarcode(e.target.value)}
        onPressEnter={(e) => {
          e.preventDefault();
          scan();
        }}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
    </Flex>
  );
}
