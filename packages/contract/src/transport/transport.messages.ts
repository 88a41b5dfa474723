import type { MessageCatalogue } from '../shared/messages.js';

export const transportMessages = {
  'transport.driver_created': { vi: 'Đã thêm tài xế', en: 'Driver added' },
  'transport.driver_updated': { vi: 'Đã cập nhật tài xế', en: 'Driver updated' },
  'transport.driver_deleted': { vi: 'Đã xóa tài xế', en: 'Driver deleted' },
  'transport.driver_not_found': { vi: 'Không tìm thấy tài xế', en: 'Driver not found' },
  'transport.phone_taken': {
    vi: 'Số điện thoại này đã thuộc về một tài xế khác',
    en: 'Another driver already has this phone number',
  },
  'transport.licence_taken': {
    vi: 'Số bằng lái này đã thuộc về một tài xế khác',
    en: 'Another driver already has this licence number',
  },
  'transport.licence_number_invalid': {
    vi: 'Số bằng lái gồm đúng 12 chữ số',
    en: 'A licence number has exactly 12 digits',
  },
  'transport.licence_expired_active': {
    vi: 'Bằng lái đã hết hạn: không thể để tài xế ở trạng thái đang hoạt động',
    en: 'The licence has expired: the driver cannot be active',
  },
  'transport.account_invalid': { vi: 'Tài khoản không tồn tại', en: 'The account does not exist' },
  'transport.vehicle_created': { vi: 'Đã thêm phương tiện', en: 'Vehicle added' },
  'transport.vehicle_updated': { vi: 'Đã cập nhật phương tiện', en: 'Vehicle updated' },
  'transport.vehicle_deleted': { vi: 'Đã xóa phương tiện', en: 'Vehicle deleted' },
  'transport.vehicle_not_found': { vi: 'Không tìm thấy phương tiện', en: 'Vehicle not found' },
  'transport.plate_invalid': {
    vi: 'Biển số không hợp lệ (ví dụ 51C-123.45, 29A-12345)',
    en: 'Invalid licence plate (e.g. 51C-123.45, 29A-12345)',
  },
  'transport.plate_taken': { vi: 'Biển số này đã được đăng ký', en: 'This plate is already registered' },
  'transport.capacity_invalid': {
    vi: 'Tải trọng là số nguyên kg lớn hơn 0 (tối đa 100.000)',
    en: 'The payload is a whole number of kg above 0 (at most 100,000)',
  },
  'transport.volume_invalid': {
    vi: 'Thể tích là số m³ lớn hơn 0 (tối đa 200, hai chữ số thập phân)',
    en: 'The volume is a number of m³ above 0 (at most 200, two decimals)',
  },
  'transport.inspection_expired_active': {
    vi: 'Đăng kiểm đã hết hạn: không thể để phương tiện ở trạng thái đang hoạt động',
    en: 'The inspection has expired: the vehicle cannot be active',
  },
  'transport.order_code_invalid': { vi: 'Mã đơn không hợp lệ', en: 'Invalid order code' },
  'transport.logistics_not_configured': {
    vi: 'Chưa cấu hình kết nối với đối tác vận chuyển',
    en: 'The connection to the logistics partner is not configured',
  },
  'transport.logistics_token_refused': {
    vi: 'Đối tác vận chuyển từ chối mã truy cập của Kênh',
    en: 'The logistics partner refused Kênh’s access token',
  },
  'transport.logistics_refused': {
    vi: 'Đối tác vận chuyển báo lỗi: {message} (mã {code})',
    en: 'The logistics partner answered with an error: {message} (code {code})',
  },
  'transport.logistics_unavailable': {
    vi: 'Không kết nối được với đối tác vận chuyển, vui lòng thử lại sau',
    en: 'The logistics partner cannot be reached; please try again later',
  },
  'transport.logistics_bad_answer': {
    vi: 'Đối tác vận chuyển trả về dữ liệu không đọc được',
    en: 'The logistics partner sent an answer Kênh cannot read',
  },
  'transport.order_not_found': {
    vi: 'Đối tác vận chuyển không có đơn này',
    en: 'The logistics partner has no such order',
  },
  'transport.shipment_not_found': { vi: 'Không tìm thấy chuyến giao hàng', en: 'Shipment not found' },
  'transport.shipment_receipts_required': {
    vi: 'Chọn ít nhất một phiếu xuất kho',
    en: 'Choose at least one goods issue',
  },
  'transport.shipment_too_many_stops': {
    vi: 'Một chuyến chở tối đa 50 phiếu xuất kho',
    en: 'A shipment carries at most 50 goods issues',
  },
  'transport.load_invalid': {
    vi: 'Khối lượng hàng là số nguyên kg từ 1 đến 100.000',
    en: 'The load is a whole number of kg from 1 to 100,000',
  },
  'transport.load_over_capacity': {
    vi: 'Khối lượng hàng {load} kg vượt tải trọng {capacity} kg của xe {plate}',
    en: 'The load of {load} kg exceeds the {capacity} kg payload of {plate}',
  },
  'transport.vehicle_unavailable': {
    vi: 'Phương tiện đang bảo dưỡng, ngừng hoạt động hoặc hết hạn đăng kiểm',
    en: 'The vehicle is in maintenance, out of service or its inspection has expired',
  },
  'transport.driver_unavailable': {
    vi: 'Tài xế đã ngừng làm việc hoặc giấy phép lái xe đã hết hạn',
    en: 'The driver no longer works or the driving licence has expired',
  },
  'transport.vehicle_busy': {
    vi: 'Xe {plate} đang chạy chuyến {code}',
    en: '{plate} is on shipment {code}',
  },
  'transport.vehicle_left_meanwhile': {
    vi: 'Xe vừa xuất phát trong một chuyến khác',
    en: 'The vehicle has just left on another shipment',
  },
  'transport.driver_left_meanwhile': {
    vi: 'Tài xế vừa xuất phát trong một chuyến khác',
    en: 'The driver has just left on another shipment',
  },
  'transport.driver_busy': {
    vi: 'Tài xế đang chạy chuyến {code}',
    en: 'The driver is on shipment {code}',
  },
  'transport.receipt_not_shippable': {
    vi: 'Phiếu xuất không thể giao: không thuộc kho đã chọn, không gắn đơn hàng đang giao hoặc đã nằm trong chuyến khác',
    en: 'This goods issue cannot be shipped: another warehouse, no order being shipped, or already on another shipment',
  },
  'transport.shipment_status_not_allowed': {
    vi: 'Chuyến giao hàng ở trạng thái này không thể thực hiện thao tác đó',
    en: 'The shipment cannot do that in its current status',
  },
  'transport.stop_not_waiting': {
    vi: 'Đơn hàng không còn chờ giao trên chuyến này',
    en: 'That order is no longer waiting on this shipment',
  },
  'transport.shipment_changed': {
    vi: 'Chuyến giao hàng vừa được người khác cập nhật, vui lòng tải lại',
    en: 'Someone else has just updated the shipment; please reload',
  },
  'transport.reason_required': { vi: 'Nhập lý do', en: 'Enter a reason' },
  'transport.order_ids_only_for_stops': {
    vi: 'Chỉ chọn đơn khi giao hoặc hoàn trả',
    en: 'Orders are chosen only to deliver or return them',
  },
  'transport.driver_has_shipments': {
    vi: 'Tài xế đã chạy {n} chuyến giao hàng: hãy chuyển sang ngừng làm việc thay vì xóa',
    en: 'The driver has {n} shipment(s): set them inactive instead of deleting',
  },
  'transport.vehicle_has_shipments': {
    vi: 'Phương tiện đã chạy {n} chuyến giao hàng: hãy chuyển sang ngừng hoạt động thay vì xóa',
    en: 'The vehicle has {n} shipment(s): set it out of service instead of deleting',
  },
  'transport.shipment_created': { vi: 'Đã tạo chuyến giao hàng', en: 'Shipment created' },
  'transport.shipment_departed': { vi: 'Chuyến giao hàng đã xuất phát', en: 'The shipment has left' },
  'transport.shipment_delivered': { vi: 'Đã xác nhận giao hàng', en: 'Delivery confirmed' },
  'transport.shipment_returned': {
    vi: 'Đã ghi nhận hoàn trả, hàng đã nhập lại kho',
    en: 'Return recorded; the goods are back in stock',
  },
  'transport.shipment_cancelled': { vi: 'Đã hủy chuyến giao hàng', en: 'Shipment cancelled' },
} as const satisfies MessageCatalogue;
