import type { MessageCatalogue } from '../shared/messages.js';

export const warehouseMessages = {
  'warehouse.created': { vi: 'Đã tạo kho hàng', en: 'Warehouse created' },
  'warehouse.updated': { vi: 'Đã cập nhật kho hàng', en: 'Warehouse updated' },
  'warehouse.status_changed': { vi: 'Đã đổi trạng thái kho', en: 'Warehouse status changed' },
  'warehouse.deactivated_many': { vi: 'Đã cập nhật trạng thái kho', en: 'Warehouse statuses updated' },
  'warehouse.not_found': { vi: 'Không tìm thấy kho hàng', en: 'Warehouse not found' },
  'warehouse.name_taken': { vi: 'Tên kho này đã tồn tại', en: 'A warehouse with this name already exists' },
  'warehouse.area_invalid': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'warehouse.owner_required': {
    vi: 'Kho nhà phân phối cần chọn nhà phân phối',
    en: 'A distributor warehouse needs its distributor',
  },
  'warehouse.owner_invalid': {
    vi: 'Tài khoản được chọn không phải nhà phân phối',
    en: 'The chosen account is not a distributor',
  },
  'warehouse.status_not_allowed': {
    vi: 'Trạng thái hiện tại không cho phép thao tác này',
    en: 'The current status does not allow this action',
  },
  'warehouse.area_has_records': {
    vi: 'Vùng còn {n} kho hàng, hãy chuyển hoặc ngừng chúng trước',
    en: '{n} warehouse(s) still belong to the area; move them first',
  },
  'warehouse.variant_has_stock': {
    vi: 'Sản phẩm đã có {n} lô hàng trong kho, không xóa được',
    en: 'The product has {n} lot(s) in stock records and cannot be deleted',
  },
  'warehouse.inactive': {
    vi: 'Kho đã ngừng hoạt động, không lập phiếu được',
    en: 'The warehouse is inactive: no receipt can be posted',
  },
  'stock.receipt_posted': { vi: 'Đã lập phiếu kho', en: 'Receipt posted' },
  'stock.receipt_not_found': { vi: 'Không tìm thấy phiếu kho', en: 'Receipt not found' },
  'stock.invalid_date': { vi: 'Ngày không hợp lệ', en: 'Invalid date' },
  'stock.quantity_invalid': {
    vi: 'Số lượng phải là số nguyên dương',
    en: 'The quantity must be a positive whole number',
  },
  'stock.cost_invalid': { vi: 'Giá vốn không hợp lệ', en: 'Invalid cost' },
  'stock.lot_code_invalid': {
    vi: 'Số lô chỉ gồm chữ, số và . _ / -',
    en: 'A lot number holds letters, digits and . _ / - only',
  },
  'stock.expiry_before_manufacture': {
    vi: 'Hạn sử dụng phải sau ngày sản xuất',
    en: 'The expiry date must come after the manufacture date',
  },
  'stock.lot_dates_differ': {
    vi: 'Số lô này đã có với hạn sử dụng khác',
    en: 'This lot number already exists with another expiry date',
  },
  'stock.lines_required': { vi: 'Phiếu cần ít nhất một dòng hàng', en: 'A receipt needs at least one line' },
  'stock.too_many_lines': { vi: 'Phiếu có quá nhiều dòng', en: 'Too many lines on one receipt' },
  'stock.same_warehouse': {
    vi: 'Kho nhận phải khác kho xuất',
    en: 'The receiving warehouse must differ from the sending one',
  },
  'stock.unit_not_sold': {
    vi: 'Sản phẩm không có đơn vị tính này',
    en: 'The product has no such unit',
  },
  'stock.lot_unknown': {
    vi: 'Lô không thuộc sản phẩm này',
    en: 'The lot does not belong to this product',
  },
  'stock.lot_expired': { vi: 'Lô đã hết hạn sử dụng', en: 'The lot has expired' },
  'stock.line_repeated': {
    vi: 'Dòng hàng bị lặp (cùng sản phẩm và lô)',
    en: 'A line is repeated (same product and lot)',
  },
  'stock.insufficient': {
    vi: 'Không đủ tồn kho cho {n} dòng hàng',
    en: 'Not enough stock for {n} line(s)',
  },
  'stock.insufficient_line': {
    vi: 'Lô không đủ hàng để xuất số lượng này',
    en: 'The lot does not hold this quantity',
  },
  'stock.reserved_for_orders': {
    vi: 'Phần hàng còn lại đang được giữ cho đơn đã duyệt',
    en: 'The rest of the stock is held for approved orders',
  },
  'stock.order_not_approved': {
    vi: 'Chỉ xuất kho cho đơn đã duyệt',
    en: 'Only an approved order can be issued',
  },
  'stock.order_lines_mismatch': {
    vi: 'Số lượng xuất phải đúng số lượng của đơn',
    en: 'The issued quantities must match the order',
  },
  'stock.order_other_warehouse': {
    vi: 'Đơn được giữ hàng ở kho khác',
    en: 'The order holds its stock in another warehouse',
  },
  'warehouse.near_expiry_days_invalid': {
    vi: 'Số ngày cận hạn là số nguyên từ 1 đến 365',
    en: 'The near-expiry window is a whole number of days from 1 to 365',
  },
  'warehouse.settings_saved': { vi: 'Đã lưu cài đặt kho', en: 'Warehouse settings saved' },
  'warehouse.notify_near_expiry_title': { vi: 'Lô hàng sắp hết hạn', en: 'Lots near expiry' },
  // The warehouse's own name, without a "Kho" before it: names are "Kho tổng Cần Thơ", "Kho Công ty…".
  'warehouse.notify_near_expiry_body': {
    vi: '{warehouse}: {n} lô sẽ hết hạn trong {days} ngày tới — {lots}',
    en: '{warehouse}: {n} lot(s) expire within {days} days — {lots}',
  },
  'warehouse.notify_expired_title': { vi: 'Lô hàng đã hết hạn', en: 'Lots expired' },
  'warehouse.notify_expired_body': {
    vi: '{warehouse}: {n} lô đã hết hạn mà còn tồn, cần xử lý — {lots}',
    en: '{warehouse}: {n} expired lot(s) still in stock; deal with them — {lots}',
  },
} as const satisfies MessageCatalogue;

/** The stock report's Excel sheet and column headers. */
export const stockExportMessages = {
  'stock_export.sheet': { vi: 'Tồn kho', en: 'Stock' },
  'stock_export.column.warehouse': { vi: 'Kho', en: 'Warehouse' },
  'stock_export.column.code': { vi: 'Mã hàng', en: 'Code' },
  'stock_export.column.product': { vi: 'Sản phẩm', en: 'Product' },
  'stock_export.column.lot': { vi: 'Số lô', en: 'Lot' },
  'stock_export.column.expires_on': { vi: 'Hạn sử dụng', en: 'Expiry' },
  'stock_export.column.quantity': { vi: 'Tồn (đơn vị cơ bản)', en: 'On hand (base units)' },
  'stock_export.column.reserved': { vi: 'Đang giữ cho đơn', en: 'Held for orders' },
  'stock_export.column.value': { vi: 'Giá trị (đ)', en: 'Value (VND)' },
} as const satisfies MessageCatalogue;
