import { useState } from 'react';
import { Flex, Input, Select } from 'antd';
import { BarcodeOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { productApi } from '@kenh/contract';
import { endpointQueryOptions, isApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { usePermission } from '../../../platform/session';
import { fill } from '../../../platform/pages';
import { useBarcodeLookup, useStockOptions, useVariantSearch } from '../api/catalogue';
import { useWarehouseTexts } from '../locales';
import { lineUnits, productInBaseUnit, type LineProduct } from './receipt-lines';
import { useFieldSize } from './use-field-size';
import { useCountFormat } from './use-count-format';
import { useDebounced } from '../../../platform/inputs';

/**
 * Adds products to a receipt: a search that adds the variant in its base unit, and a barcode field
 * (a scanner types the code and Enter; `inputMode="numeric"` opens the phone's number pad) that adds
 * it in the unit the barcode belongs to. Goods in search the catalogue (`catalogue`); goods out and
 * transfers search what the warehouse holds (`stock`), so only variants with stock are offered.
 */
export function VariantPicker({
  source,
  warehouseId,
  onAdd,
}: {
  source: 'catalogue' | 'stock';
  warehouseId?: number | undefined;
  onAdd: (product: LineProduct) => void;
}) {
  const { count } = useCountFormat();
  const texts = useWarehouseTexts();
  const size = useFieldSize();
  const queryClient = useQueryClient();
  const [typed, onSearch] = useState('');
  const search = useDebounced(typed);
  const catalogue = useVariantSearch(source === 'catalogue' ? search : '');
  const stock = useStockOptions(source === 'stock' ? warehouseId : undefined, search);
  const lookup = useBarcodeLookup();
  const [barcode, setBarcode] = useState('');
  // Units come from the catalogue: without `product` nothing can be added (and no call is made).
  const readsProducts = usePermission('product');
  const blocked = !readsProducts || (source === 'stock' && warehouseId === undefined);

  const options =
    source === 'catalogue'
      ? (catalogue.data?.results ?? []).map((v) => ({ value: v.id, label: `${v.code} · ${v.name}` }))
      : (stock.data ?? []).map((o) => ({
          value: o.variant_id,
          label: `${o.variant_code} · ${o.variant_name} (${fill(texts.lines.available, {
            n: count(o.available),
          })})`,
        }));

  const pick = async (variantId: number) => {
    const listed = catalogue.data?.results.find((v) => v.id === variantId);
    if (source === 'catalogue' && listed) return onAdd(productInBaseUnit(listed));
    // The stock dropdown names no units: the variant's own record has them.
    const variant = await queryClient.fetchQuery(
      endpointQueryOptions(productApi.variantDetail, { body: { id: variantId } }),
    );
    onAdd(productInBaseUnit(variant));
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
          units: lineUnits(found.variant.units),
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
        id="receipt-product-search"
        aria-label={texts.lines.search}
        size={size}
        showSearch={{ filterOption: false, onSearch }}
        placeholder={blocked ? texts.lines.pickWarehouseFirst : texts.lines.search}
        disabled={blocked}
        loading={catalogue.isFetching || stock.isFetching}
        value={null}
        onChange={(id) => {
          if (id !== null) void pick(id).catch((error: Error) => toast.error(error.message));
        }}
        options={options}
        style={{ flex: '1 1 260px', minWidth: 0 }}
      />
      <Input
        id="receipt-barcode"
        aria-label={texts.lines.barcode}
        size={size}
        prefix={<BarcodeOutlined aria-hidden />}
        placeholder={texts.lines.barcodePlaceholder}
        inputMode="numeric"
        value={barcode}
        disabled={lookup.isPending || blocked}
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
