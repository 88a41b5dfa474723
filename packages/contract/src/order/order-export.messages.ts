import type { MessageCatalogue } from '../shared/messages.js';

/** The order export's refusal and its sheet: name, column headers, the company as seller. */
export const orderExportMessages = {
  'order_export.too_many_rows': {
    vi: 'Có hơn {max} đơn hàng khớp bộ lọc, vui lòng thu hẹp bộ lọc (ví dụ theo khoảng ngày) rồi xuất lại',
    en: 'More than {max} orders match the filter; narrow it (for example by a date range) and export again',
  },
  'order_export.sheet': { vi: 'Đơn hàng', en: 'Orders' },
  'order_export.company': { vi: 'Công ty', en: 'Company' },
  'order_export.column.code': { vi: 'Mã đơn', en: 'Order code' },
  'order_export.column.created_at': { vi: 'Ngày tạo', en: 'Created at' },
  'order_export.column.status': { vi: 'Trạng thái', en: 'Status' },
  'order_export.column.orderer': { vi: 'Người đặt', en: 'Ordered by' },
  'order_export.column.system': { vi: 'Hệ thống', en: 'System' },
  'order_export.column.seller': { vi: 'Người bán', en: 'Seller' },
  'order_export.column.order_type': { vi: 'Loại đơn', en: 'Order type' },
  'order_export.column.line_count': { vi: 'Số dòng', en: 'Lines' },
  'order_export.column.subtotal': { vi: 'Tạm tính (VNĐ)', en: 'Subtotal (VND)' },
  'order_export.column.discount': { vi: 'Chiết khấu (VNĐ)', en: 'Discount (VND)' },
  'order_export.column.total': { vi: 'Tổng tiền (VNĐ)', en: 'Total (VND)' },
} as const satisfies MessageCatalogue;
