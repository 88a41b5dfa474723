import type { MessageCatalogue } from '../shared/messages.js';

export const priceListMessages = {
  'price-list.created': { vi: 'Đã tạo bảng giá nháp', en: 'Price list drafted' },
  'price-list.updated': { vi: 'Đã lưu bảng giá', en: 'Price list saved' },
  'price-list.deleted': { vi: 'Đã xóa bảng giá', en: 'Price list deleted' },
  'price-list.cloned': { vi: 'Đã nhân bản thành bảng giá nháp mới', en: 'Cloned into a new draft' },
  'price-list.submitted': { vi: 'Đã gửi duyệt bảng giá', en: 'Price list sent for approval' },
  'price-list.withdrawn': { vi: 'Đã rút lại yêu cầu duyệt', en: 'Approval request withdrawn' },
  'price-list.approved': {
    vi: 'Đã duyệt, bảng giá sẽ áp dụng từ thời điểm hiệu lực',
    en: 'Approved: the list applies from its start',
  },
  'price-list.rejected': { vi: 'Đã từ chối bảng giá', en: 'Price list rejected' },
  'price-list.cancelled': { vi: 'Đã hủy bảng giá', en: 'Price list cancelled' },
  'price-list.image_added': { vi: 'Đã thêm ảnh bảng giá', en: 'Image added' },
  'price-list.image_deleted': { vi: 'Đã xóa ảnh bảng giá', en: 'Image removed' },
  'price-list.imported': { vi: 'Đã nhập các dòng giá từ Excel', en: 'Price rows imported' },

  'price-list.not_found': { vi: 'Không tìm thấy bảng giá', en: 'Price list not found' },
  'price-list.active_not_found': {
    vi: 'Chưa có bảng giá toàn hệ thống nào đang áp dụng',
    en: 'No system-wide price list is in force',
  },
  'price-list.no_price_system': {
    vi: 'Tài khoản này không thuộc hệ thống có bảng giá',
    en: 'This account belongs to no priced system',
  },
  'price-list.account_not_found': { vi: 'Không tìm thấy tài khoản', en: 'Account not found' },
  'price-list.status_not_allowed': {
    vi: 'Trạng thái hiện tại của bảng giá không cho phép thao tác này',
    en: 'The price list’s current status does not allow this action',
  },
  'price-list.own_approval': {
    vi: 'Người soạn, người sửa cuối hoặc người gửi duyệt không được tự duyệt bảng giá',
    en: 'The author, last editor or submitter of a price list cannot approve or reject it',
  },
  'price-list.not_editable': {
    vi: 'Chỉ sửa được bảng giá nháp hoặc bị từ chối; hãy nhân bản bảng giá đã duyệt',
    en: 'Only a draft or rejected list can be edited; clone an approved one',
  },
  'price-list.not_deletable': {
    vi: 'Chỉ xóa được bảng giá chưa từng được duyệt',
    en: 'Only a list that was never approved can be deleted',
  },
  'price-list.already_started': {
    vi: 'Bảng giá đã đến thời điểm hiệu lực, không thể hủy',
    en: 'The list has already taken effect and can no longer be cancelled',
  },
  'price-list.start_required': {
    vi: 'Cần có thời điểm hiệu lực trước khi gửi duyệt',
    en: 'Set the start before sending for approval',
  },
  'price-list.start_too_soon': {
    vi: 'Thời điểm hiệu lực phải sau hiện tại ít nhất 1 phút',
    en: 'The start must be at least one minute ahead',
  },
  'price-list.start_past': {
    vi: 'Thời điểm hiệu lực đã qua: chọn thời điểm mới khi duyệt, hoặc từ chối',
    en: 'The start has passed: give a new start when approving, or reject',
  },
  'price-list.items_required': {
    vi: 'Bảng giá cần ít nhất một dòng giá',
    en: 'The list needs at least one price',
  },
  'price-list.variant_not_found': { vi: 'Biến thể sản phẩm không tồn tại', en: 'The variant does not exist' },
  'price-list.unit_not_of_variant': {
    vi: 'Đơn vị tính này không thuộc biến thể',
    en: 'This unit is not one of the variant’s units',
  },
  'price-list.target_not_found': {
    vi: 'Vùng, khu vực hoặc tài khoản không tồn tại',
    en: 'The area, zone or account does not exist',
  },
  'price-list.target_wrong_system': {
    vi: 'Tài khoản không thuộc hệ thống của bảng giá',
    en: 'The account is not in the list’s system',
  },
  'price-list.moment_invalid': {
    vi: 'Thời điểm không hợp lệ (ISO 8601 có múi giờ)',
    en: 'Invalid moment (ISO 8601 with an offset)',
  },
  'price-list.price_invalid': {
    vi: 'Giá phải là số nguyên VND lớn hơn 0',
    en: 'The price must be whole VND above 0',
  },
  'price-list.price_too_high': { vi: 'Giá tối đa 10.000.000.000 ₫', en: 'At most 10,000,000,000 ₫' },
  'price-list.too_many_targets': { vi: 'Tối đa 500 đối tượng áp dụng', en: 'At most 500 targets' },
  'price-list.too_many_items': {
    vi: 'Tối đa 5.000 dòng giá mỗi lần lưu; hãy nhập bằng Excel',
    en: 'At most 5,000 rows per save; use the Excel import',
  },
  'price-list.too_many_lines': { vi: 'Tối đa 200 dòng mỗi lần tra giá', en: 'At most 200 lines per request' },
  'price-list.targets_required': {
    vi: 'Chọn ít nhất một vùng, khu vực hoặc tài khoản áp dụng',
    en: 'Choose at least one area, zone or account',
  },
  'price-list.targets_not_allowed': {
    vi: 'Bảng giá toàn hệ thống không có đối tượng riêng',
    en: 'A system-wide list has no targets',
  },
  'price-list.targets_duplicate': { vi: 'Đối tượng áp dụng bị trùng', en: 'A target is listed twice' },
  'price-list.end_before_start': {
    vi: 'Thời điểm kết thúc phải sau thời điểm hiệu lực',
    en: 'The end must come after the start',
  },
  'price-list.item_duplicate': {
    vi: 'Biến thể và đơn vị tính này đã có giá trong bảng',
    en: 'This variant and unit already has a price in the list',
  },
  'price-list.reason_required': { vi: 'Nhập lý do từ chối', en: 'Give the reason for rejecting' },
  'price-list.start_only_on_approve': {
    vi: 'Chỉ đổi thời điểm hiệu lực khi duyệt',
    en: 'The start can only be moved when approving',
  },
  'price-list.image_type': {
    vi: 'Chỉ nhận ảnh JPEG, PNG, WebP hoặc PDF',
    en: 'Only JPEG, PNG, WebP or PDF files',
  },
  'price-list.too_many_images': { vi: 'Tối đa 20 ảnh mỗi bảng giá', en: 'At most 20 images per price list' },
  'price-list.image_not_found': { vi: 'Không tìm thấy ảnh', en: 'Image not found' },
  'price-list.import_invalid': {
    vi: 'Tệp có dòng lỗi, chưa nhập dòng nào',
    en: 'The file has bad rows; nothing was imported',
  },
  'price-list.import_bad_file': {
    vi: 'Không đọc được tệp: hãy dùng tệp .xlsx',
    en: 'The file cannot be read: use an .xlsx file',
  },
  'price-list.import_bad_header': {
    vi: 'Thiếu cột "{column}" ở dòng tiêu đề',
    en: 'The header row lacks the column "{column}"',
  },
  'price-list.import_required': { vi: 'Ô này không được để trống', en: 'This cell must not be empty' },
  'price-list.area_has_lists': {
    vi: 'Vùng đang được {n} bảng giá áp dụng',
    en: '{n} price list(s) apply to this area',
  },
  'price-list.zone_has_lists': {
    vi: 'Khu vực đang được {n} bảng giá áp dụng',
    en: '{n} price list(s) apply to this zone',
  },
  'price-list.product_has_prices': {
    vi: 'Sản phẩm có {n} dòng giá trong các bảng giá',
    en: 'The product has {n} price row(s) in price lists',
  },
  'price-list.variant_has_prices': {
    vi: 'Biến thể có {n} dòng giá trong các bảng giá',
    en: 'The variant has {n} price row(s) in price lists',
  },
  'price-list.import_empty': { vi: 'Tệp không có dòng giá nào', en: 'The file has no price rows' },
  'price-list.import_too_many_rows': {
    vi: 'Tệp có quá nhiều dòng (tối đa 60.000)',
    en: 'Too many rows (at most 60,000)',
  },
  'price-list.import_mode_invalid': {
    vi: 'Cách nhập phải là merge hoặc replace',
    en: 'The mode must be merge or replace',
  },
  'price-list.import_variant_unknown': { vi: 'Không có biến thể mã này', en: 'No variant has this code' },
  'price-list.import_unit_unknown': {
    vi: 'Không có đơn vị tính này trong biến thể',
    en: 'The variant has no such unit',
  },
  'price-list.import_duplicate_row': {
    vi: 'Biến thể và đơn vị tính lặp lại ở dòng {row}',
    en: 'Same variant and unit as row {row}',
  },
  'price-list.notify_activated_title': { vi: 'Bảng giá đã áp dụng', en: 'Price list in force' },
  'price-list.notify_activated_body': {
    vi: 'Bảng giá {code} – {name} đã bắt đầu áp dụng',
    en: 'Price list {code} – {name} is now in force',
  },
  'price-list.notify_replaced_title': { vi: 'Bảng giá đã được thay thế', en: 'Price list replaced' },
  'price-list.notify_replaced_body': {
    vi: 'Bảng giá {code} – {name} đã được thay bằng bảng giá mới',
    en: 'Price list {code} – {name} was replaced by a newer list',
  },
  'price-list.notify_expired_title': { vi: 'Bảng giá đã hết hiệu lực', en: 'Price list expired' },
  'price-list.notify_expired_body': {
    vi: 'Bảng giá {code} – {name} đã hết hiệu lực',
    en: 'Price list {code} – {name} has expired',
  },
  'price-list.notify_review_title': { vi: 'Bảng giá chờ duyệt', en: 'Price list awaiting approval' },
  'price-list.notify_review_body': {
    vi: 'Bảng giá {code} – {name} đang chờ bạn duyệt',
    en: 'Price list {code} – {name} awaits your approval',
  },
  'price-list.notify_decided_title': { vi: 'Kết quả duyệt bảng giá', en: 'Price list decision' },
  'price-list.notify_approved_body': {
    vi: 'Bảng giá {code} – {name} đã được duyệt',
    en: 'Price list {code} – {name} was approved',
  },
  'price-list.notify_rejected_body': {
    vi: 'Bảng giá {code} – {name} bị từ chối: {reason}',
    en: 'Price list {code} – {name} was rejected: {reason}',
  },
  'price-list.export_sheet': { vi: 'Bảng giá', en: 'Price list' },
  'price-list.export_lists_sheet': { vi: 'Các bảng giá', en: 'Price lists' },
  'price-list.export_too_many_rows': {
    vi: 'Các bảng giá đã lọc có {n} dòng giá, vượt quá {max} dòng của một lần xuất. Hãy lọc hẹp hơn',
    en: 'The filtered price lists hold {n} prices, more than the {max} one export can write. Narrow the filters',
  },
  'price-list.export_too_many_lists': {
    vi: 'Bộ lọc khớp hơn {max} bảng giá. Hãy lọc hẹp hơn để xuất',
    en: 'The filters match more than {max} price lists. Narrow them to export',
  },
} as const satisfies MessageCatalogue;
