import type { MessageCatalogue } from '../shared/messages.js';

export const staffMessages = {
  'staff.created': { vi: 'Tạo hồ sơ nhân sự thành công', en: 'Staff record created' },
  'staff.updated': { vi: 'Cập nhật hồ sơ nhân sự thành công', en: 'Staff record updated' },
  'staff.inactivated': { vi: 'Đã chuyển nhân sự sang ngừng hoạt động', en: 'Staff marked inactive' },
  'staff.imported': { vi: 'Nhập dữ liệu nhân sự thành công', en: 'Staff imported' },
  'staff.not_found': { vi: 'Không tìm thấy hồ sơ nhân sự', en: 'Staff record not found' },
  'staff.id_number_taken': {
    vi: 'Số CCCD đã thuộc về hồ sơ nhân sự khác',
    en: 'This citizen ID already belongs to another staff record',
  },
  'staff.account_taken': {
    vi: 'Tài khoản đã gắn với hồ sơ nhân sự khác',
    en: 'This account is already linked to another staff record',
  },
  'staff.account_not_found': { vi: 'Tài khoản không tồn tại', en: 'The account does not exist' },
  'staff.id_number_invalid': {
    vi: 'Số CCCD phải gồm đúng 12 chữ số',
    en: 'The citizen ID must be exactly 12 digits',
  },
  'staff.date_invalid': { vi: 'Ngày không hợp lệ', en: 'Invalid date' },
  'staff.date_future': { vi: 'Ngày không được ở tương lai', en: 'The date cannot be in the future' },
  'staff.too_young': {
    vi: 'Nhân sự phải đủ 15 tuổi',
    en: 'Staff must be at least 15 years old',
  },
  'staff.issue_before_birth': {
    vi: 'Ngày cấp phải sau ngày sinh',
    en: 'The issue date must be after the birth date',
  },
  'staff.join_before_birth': {
    vi: 'Ngày vào làm không được trước ngày sinh',
    en: 'The join date cannot be before the birth date',
  },
  'staff.birth_year_invalid': { vi: 'Năm sinh không hợp lệ', en: 'Invalid birth year' },
  'staff.password_short': {
    vi: 'Mật khẩu tối thiểu 8 ký tự',
    en: 'The password needs at least 8 characters',
  },
  'staff.position_not_found': { vi: 'Chức vụ không tồn tại', en: 'The position does not exist' },
  'staff.org_unit_not_found': { vi: 'Đơn vị không tồn tại', en: 'The organisational unit does not exist' },
  'staff.office_not_found': { vi: 'Văn phòng không tồn tại', en: 'The office does not exist' },
  'staff.area_not_found': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'staff.zone_not_found': { vi: 'Khu vực không tồn tại', en: 'The zone does not exist' },
  'staff.zone_area_mismatch': {
    vi: 'Khu vực không thuộc vùng đã chọn',
    en: 'The zone does not belong to the chosen area',
  },
  'staff.manager_not_found': { vi: 'Người quản lý không tồn tại', en: 'The manager does not exist' },
  'staff.manager_cycle': {
    vi: 'Không thể chọn chính nhân sự này hoặc cấp dưới của họ làm người quản lý',
    en: 'A staff member cannot report to themselves or to one of their reports',
  },
  'staff.in_use': {
    vi: 'Đang được {count} hồ sơ nhân sự sử dụng',
    en: 'Used by {count} staff records',
  },
  // import
  'staff.import_invalid': {
    vi: 'Tệp có {count} dòng lỗi, chưa có dữ liệu nào được nhập',
    en: '{count} rows have errors; nothing was imported',
  },
  'staff.import_empty': { vi: 'Tệp không có dòng dữ liệu nào', en: 'The file has no data rows' },
  'staff.import_bad_file': {
    vi: 'Không đọc được tệp Excel (.xlsx) này',
    en: 'This Excel (.xlsx) file cannot be read',
  },
  'staff.import_bad_header': {
    vi: 'Tệp không đúng mẫu: thiếu cột "{column}"',
    en: 'The file does not follow the template: the column "{column}" is missing',
  },
  'staff.import_too_many': {
    vi: 'Tệp có quá nhiều dòng (tối đa {max})',
    en: 'The file has too many rows (at most {max})',
  },
  'staff.import_duplicate_in_file': {
    vi: 'Trùng với dòng {row} trong tệp',
    en: 'Duplicates row {row} of the file',
  },
  'staff.import_out_of_scope': {
    vi: 'Vùng/khu vực nằm ngoài phạm vi dữ liệu của bạn',
    en: 'This area/zone is outside your data scope',
  },
  'staff.import_unknown_value': {
    vi: 'Giá trị không có trong danh mục',
    en: 'This value is not in the list',
  },
} as const satisfies MessageCatalogue;
