export type Locale = 'vi' | 'en';
export const LOCALES: readonly Locale[] = ['vi', 'en'];

export type MessageCatalogue = Record<string, { vi: string; en: string }>;

/** Messages shared by every module: HTTP errors and generic validation keys used in schemas. */
export const commonMessages = {
  success: { vi: 'Thành công', en: 'Success' },
  'error.bad_request': { vi: 'Dữ liệu không hợp lệ', en: 'Invalid data' },
  'error.unauthorized': { vi: 'Bạn cần đăng nhập để tiếp tục', en: 'You need to sign in to continue' },
  'error.session_ended': {
    vi: 'Phiên đăng nhập đã kết thúc, vui lòng đăng nhập lại',
    en: 'Your session has ended, please sign in again',
  },
  'error.forbidden': {
    vi: 'Bạn không có quyền truy cập chức năng này',
    en: 'You do not have permission to access this function',
  },
  'error.not_found': { vi: 'Không tìm thấy dữ liệu', en: 'The requested data was not found' },
  'error.route_not_found': { vi: 'Không tìm thấy đường dẫn', en: 'This route does not exist' },
  'error.conflict': { vi: 'Dữ liệu bị trùng', en: 'The data conflicts with an existing record' },
  'error.unprocessable': { vi: 'Không thể xử lý yêu cầu', en: 'The request cannot be processed' },
  'error.too_many_requests': {
    vi: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau',
    en: 'Too many attempts, please try again later',
  },
  'error.internal': { vi: 'Có lỗi xảy ra', en: 'Something went wrong' },
  'error.payload_too_large': { vi: 'Dữ liệu gửi lên quá lớn', en: 'The request is too large' },
  'error.uri_too_long': { vi: 'Đường dẫn quá dài', en: 'The address is too long' },
  'error.headers_too_large': { vi: 'Phần đầu yêu cầu quá lớn', en: 'The request headers are too large' },
  'error.request_timeout': { vi: 'Yêu cầu quá thời gian chờ', en: 'The request timed out' },
  'error.unsupported_media': { vi: 'Định dạng dữ liệu không được hỗ trợ', en: 'Unsupported content type' },
  'error.idempotency_mismatch': {
    vi: 'Khoá Idempotency-Key đã được dùng cho một yêu cầu khác',
    en: 'This Idempotency-Key was already used with a different request',
  },
  'error.idempotency_in_progress': {
    vi: 'Yêu cầu với khoá này đang được xử lý',
    en: 'A request with this key is still being processed',
  },
  'error.file_too_large': { vi: 'Tệp vượt quá dung lượng cho phép', en: 'The file is too large' },
  'error.file_type': {
    vi: 'Chỉ chấp nhận ảnh, PDF hoặc tệp Office',
    en: 'Only images, PDF or Office files are accepted',
  },
  'error.file_missing': { vi: 'Chưa chọn tệp', en: 'No file was sent' },
  'validation.required': { vi: 'Bạn cần điền vào mục này', en: 'You need to fill in this field' },
  'validation.select_required': { vi: 'Vui lòng chọn', en: 'Please choose' },
  'validation.too_long': { vi: 'Tối đa 255 ký tự', en: 'At most 255 characters' },
  'validation.email': { vi: 'Email không hợp lệ', en: 'Invalid e-mail address' },
  'validation.phone': { vi: 'Số điện thoại không hợp lệ', en: 'Invalid phone number' },
  'validation.invalid_id': { vi: 'Mã không hợp lệ', en: 'Invalid id' },
  'validation.select_at_least_one': { vi: 'Chọn ít nhất một mục', en: 'Choose at least one item' },
  'validation.page_too_deep': {
    vi: 'Chỉ xem được 10.000 dòng đầu tiên, hãy lọc thêm để thu hẹp kết quả',
    en: 'Only the first 10,000 rows can be paged through; narrow the filter to see more',
  },
  'validation.invalid': { vi: 'Giá trị không hợp lệ', en: 'Invalid value' },
  'validation.control_character': {
    vi: 'Chứa ký tự không được phép (NUL)',
    en: 'Contains a character that is not allowed (NUL)',
  },
} as const satisfies MessageCatalogue;

/** Labels kept in both languages (`{ active: { vi, en } }`) in one language: `{ active: 'Đang…' }`. */
export function labelsIn<K extends string>(
  labels: Readonly<Record<K, { vi: string; en: string }>>,
  locale: Locale,
): Record<K, string> {
  return Object.fromEntries(
    (Object.entries(labels) as [K, { vi: string; en: string }][]).map(([key, label]) => [key, label[locale]]),
  ) as Record<K, string>;
}
