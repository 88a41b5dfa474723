import type { Order } from '@kenh/contract';
import type { OrderCreateInput, OrderUpdateInput } from '../api/order';

/** A unit a line may be ordered in. */
export interface LineUnit {
  unit_id: number;
  unit_name: string;
}

/**
 * One line as the form holds it: what the server takes (variant, unit, quantity, discount) plus
 * what the page shows (names, the variant's units). The contract schema drops the extra keys.
 */
export interface OrderLineDraft {
  variant_id: number;
  unit_id: number;
  quantity: number | null;
  discount_percent: number | null;
  note: string | null;
  variant_code: string;
  variant_name: string;
  units: LineUnit[];
}

export interface OrderFormValues {
  account_id: number | null;
  seller_id: number | null;
  order_type_id: number | null;
  delivery_address: string;
  receiver_name: string | null;
  receiver_phone: string | null;
  note: string | null;
  lines: OrderLineDraft[];
}

export const EMPTY_ORDER: OrderFormValues = {
  account_id: null,
  seller_id: null,
  order_type_id: null,
  delivery_address: '',
  receiver_name: null,
  receiver_phone: null,
  note: null,
  lines: [],
};

/** The form of an existing order (its lines keep only the unit they were ordered in). */
export function formValuesOf(order: Order): OrderFormValues {
  return {
    account_id: order.account_id,
    seller_id: order.seller_id,
    order_type_id: order.order_type_id,
    delivery_address: order.delivery_address,
    receiver_name: order.receiver_name,
    receiver_phone: order.receiver_phone,
    note: order.note,
    lines: order.lines.map((line) => ({
      variant_id: line.variant_id,
      unit_id: line.unit_id,
      quantity: line.quantity,
      discount_percent: line.discount_percent,
      note: line.note,
      variant_code: line.variant_code,
      variant_name: line.variant_name,
      units: [{ unit_id: line.unit_id, unit_name: line.unit_name }],
    })),
  };
}

/** The edit call's body: the create body without the orderer and the submit flag. */
export function updateBodyOf({
  account_id: _account,
  submit: _submit,
  ...fields
}: OrderCreateInput): OrderUpdateInput {
  return fields;
}

/**
 * A preview of a line's amount from a resolved unit price (the server's rounding: the discount is
 * rounded to the đồng per line). The saved order's amounts are the server's.
 */
export function previewLineTotal(price: number, quantity: number, discountPercent: number): number {
  const gross = price * quantity;
  return gross - Math.round((gross * discountPercent) / 100);
}
