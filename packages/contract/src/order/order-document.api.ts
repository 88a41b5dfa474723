import { z } from 'zod';

/*
 * The order as a PDF document (docs/orders.md "Documents"). It answers bytes, not the JSON envelope,
 * so it is a plain route (as the staff export) with its path and query declared here; it reads like
 * `orderApi.get` (`exporttodistributororder`, the orders the caller may see).
 */

/** `/order/api/v3/orders/:id/pdf`; the web builds it with `orderPdfPath(id, kind)`. */
export const ORDER_PDF_PATH = '/order/api/v3/orders/:id/pdf';

export const ORDER_DOCUMENT_KINDS = ['confirmation', 'delivery'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

export const orderPdfQuery = z.object({
  kind: z.enum(ORDER_DOCUMENT_KINDS, { message: 'validation.select_required' }).default('confirmation'),
});
export type OrderPdfQuery = z.input<typeof orderPdfQuery>;

export function orderPdfPath(id: number, kind: OrderDocumentKind): string {
  return `${ORDER_PDF_PATH.replace(':id', String(id))}?kind=${kind}`;
}

/** `don-hang-DH000123.pdf`. */
export function orderPdfFileName(code: string): string {
  return `don-hang-${code}.pdf`;
}
