import type { MessageCatalogue } from '../shared/messages.js';

export const partnerMessages = {
  'partner.created': { vi: 'Đã tạo đối tác', en: 'Partner created' },
  'partner.updated': { vi: 'Đã cập nhật hồ sơ đối tác', en: 'Partner profile updated' },
  'partner.not_found': { vi: 'Không tìm thấy đối tác', en: 'Partner not found' },
  'partner.field_not_for_type': {
    vi: 'Trường này không áp dụng cho loại đối tác này',
    en: 'This field does not apply to this partner type',
  },
  'partner.area_invalid': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'partner.zone_invalid': {
    vi: 'Khu vực không tồn tại hoặc không thuộc vùng đã chọn',
    en: 'The zone does not exist or is not in the chosen area',
  },
  'partner.address_invalid': {
    vi: 'Tỉnh/thành hoặc phường/xã không hợp lệ',
    en: 'The province or ward is not valid',
  },
  'partner.tax_code_invalid': {
    vi: 'Mã số thuế không hợp lệ (10 số, hoặc 13 số với mã chi nhánh)',
    en: 'Invalid tax code (10 digits, or 13 with a branch suffix)',
  },
  'partner.latitude_invalid': { vi: 'Vĩ độ phải từ -90 đến 90', en: 'Latitude must be between -90 and 90' },
  'partner.longitude_invalid': {
    vi: 'Kinh độ phải từ -180 đến 180',
    en: 'Longitude must be between -180 and 180',
  },
  'partner.coordinates_pair': {
    vi: 'Cần nhập cả vĩ độ và kinh độ',
    en: 'Enter both latitude and longitude',
  },
  'partner.number_invalid': { vi: 'Số không hợp lệ', en: 'Invalid number' },
  'partner.bank_account_number_invalid': {
    vi: 'Số tài khoản gồm 4–30 chữ số hoặc chữ cái',
    en: 'An account number has 4–30 digits or letters',
  },
  'partner.bank_created': { vi: 'Đã thêm tài khoản ngân hàng', en: 'Bank account added' },
  'partner.bank_updated': { vi: 'Đã cập nhật tài khoản ngân hàng', en: 'Bank account updated' },
  'partner.bank_deleted': { vi: 'Đã xóa tài khoản ngân hàng', en: 'Bank account deleted' },
  'partner.bank_not_found': { vi: 'Không tìm thấy tài khoản ngân hàng', en: 'Bank account not found' },
  'partner.standard_code_invalid': {
    vi: 'Mã gồm tối đa 30 chữ, số, dấu gạch',
    en: 'A code has at most 30 letters, digits, hyphens or underscores',
  },
  'partner.standard_code_taken': { vi: 'Mã tiêu chuẩn đã tồn tại', en: 'This standard code already exists' },
  'partner.standard_not_found': { vi: 'Không tìm thấy tiêu chuẩn', en: 'Standard not found' },
  'partner.standard_saved': { vi: 'Đã lưu tiêu chuẩn', en: 'Standard saved' },
  'partner.standard_deleted': { vi: 'Đã xóa tiêu chuẩn', en: 'Standard deleted' },
  'partner.standard_inactive': {
    vi: 'Tiêu chuẩn đang ngừng áp dụng',
    en: 'This standard is no longer in use',
  },
  'partner.standard_in_use': {
    vi: 'Còn {n} đối tác đang áp dụng tiêu chuẩn này',
    en: '{n} partner(s) still hold this standard',
  },
  'partner.standards_updated': {
    vi: 'Đã cập nhật tiêu chuẩn cho các cửa hàng đã chọn',
    en: 'Standard set for the chosen stores',
  },
  'partner.distributor_invalid': {
    vi: 'Nhà phân phối không tồn tại hoặc ngoài phạm vi dữ liệu',
    en: 'The distributor does not exist or is outside your data scope',
  },
  'partner.field_staff_invalid': {
    vi: 'NVTT không tồn tại hoặc ngoài phạm vi dữ liệu',
    en: 'The field staff member does not exist or is outside your data scope',
  },
  'partner.field_staff_other_distributor': {
    vi: 'NVTT thuộc nhà phân phối khác',
    en: 'The field staff member works for another distributor',
  },
  'partner.store_invalid': {
    vi: 'Có cửa hàng không tồn tại hoặc ngoài phạm vi dữ liệu',
    en: 'Some stores do not exist or are outside your data scope',
  },
  'partner.transfer_same_distributor': {
    vi: 'Nhà phân phối nhận phải khác nhà phân phối chuyển',
    en: 'The receiving distributor must differ from the source',
  },
  'partner.transfer_not_of_source': {
    vi: 'NVTT không thuộc nhà phân phối chuyển',
    en: 'The field staff member does not belong to the source distributor',
  },
  'partner.transferred': {
    vi: 'Đã chuyển NVTT và cửa hàng sang nhà phân phối mới',
    en: 'Field staff and stores moved to the new distributor',
  },
  'partner.radius_invalid': {
    vi: 'Bán kính phải lớn hơn 0 và tối đa 50 km',
    en: 'The radius must be above 0 and at most 50 km',
  },
  'partner.bounds_invalid': { vi: 'Khung bản đồ không hợp lệ', en: 'Invalid map bounds' },
  'partner.range_invalid': {
    vi: 'Ngày kết thúc phải sau ngày bắt đầu',
    en: 'The end date must not be before the start date',
  },
  'partner.range_too_long': { vi: 'Khoảng thời gian tối đa 1 năm', en: 'The range is at most one year' },
  'partner.year_invalid': { vi: 'Năm không hợp lệ', en: 'Invalid year' },
  'partner.import_bad_file': {
    vi: 'Tệp không phải Excel (.xlsx) hợp lệ',
    en: 'The file is not a valid Excel (.xlsx) file',
  },
  'partner.import_bad_header': {
    vi: 'Thiếu cột bắt buộc: {column}',
    en: 'A required column is missing: {column}',
  },
  'partner.import_has_errors': {
    vi: 'Tệp có {n} dòng lỗi, chưa nhập dòng nào',
    en: '{n} row(s) have errors; nothing was imported',
  },
  'partner.import_empty': { vi: 'Tệp không có dòng dữ liệu nào', en: 'The file has no data rows' },
  'partner.import_too_many': {
    vi: 'Mỗi tệp tối đa {max} dòng',
    en: 'A file holds at most {max} rows',
  },
  'partner.import_unknown_value': { vi: 'Không tìm thấy giá trị này', en: 'This value was not found' },
  'partner.import_duplicate': {
    vi: 'Trùng với dòng khác trong tệp',
    en: 'Repeats another row of the file',
  },
  'partner.import_out_of_scope': {
    vi: 'Nằm ngoài phạm vi dữ liệu của bạn',
    en: 'Outside your data scope',
  },
  'partner.imported': { vi: 'Đã nhập danh sách cửa hàng', en: 'Stores imported' },
  'partner.bank_duplicate': {
    vi: 'Tài khoản ngân hàng này đã có',
    en: 'This bank account is already on file',
  },
  'partner.area_has_partners': {
    vi: 'Vùng còn {n} đối tác, hãy chuyển họ sang vùng khác trước',
    en: '{n} partner(s) are still in the area; move them first',
  },
  'partner.zone_has_partners': {
    vi: 'Khu vực còn {n} đối tác, hãy chuyển họ sang khu vực khác trước',
    en: '{n} partner(s) are still in the zone; move them first',
  },
  'partner.export_sheet': { vi: 'Đối tác', en: 'Partners' },
} as const satisfies MessageCatalogue;
