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
} as const satisfies MessageCatalogue;
