import type { MessageCatalogue } from '../shared/messages.js';

export const locateMessages = {
  'locate.region.north': { vi: 'Miền Bắc', en: 'Northern Vietnam' },
  'locate.region.central': { vi: 'Miền Trung', en: 'Central Vietnam' },
  'locate.region.south': { vi: 'Miền Nam', en: 'Southern Vietnam' },
  'locate.area_created': { vi: 'Đã tạo vùng', en: 'Area created' },
  'locate.area_updated': { vi: 'Đã cập nhật vùng', en: 'Area updated' },
  'locate.area_deleted': { vi: 'Đã xóa vùng', en: 'Area deleted' },
  'locate.zone_created': { vi: 'Đã tạo khu vực', en: 'Zone created' },
  'locate.zone_updated': { vi: 'Đã cập nhật khu vực', en: 'Zone updated' },
  'locate.zone_deleted': { vi: 'Đã xóa khu vực', en: 'Zone deleted' },
  'locate.area_name_taken': { vi: 'Tên vùng đã tồn tại', en: 'An area with this name already exists' },
  'locate.zone_name_taken': {
    vi: 'Vùng này đã có khu vực cùng tên',
    en: 'This area already has a zone with this name',
  },
  'locate.area_has_zones': {
    vi: 'Vùng còn {n} khu vực, hãy xóa hoặc chuyển các khu vực trước',
    en: 'The area still has {n} zone(s); delete or move them first',
  },
  'locate.area_has_accounts': {
    vi: 'Vùng còn {n} tài khoản được gán, hãy chuyển các tài khoản trước',
    en: '{n} account(s) are still assigned to the area; move them first',
  },
  'locate.zone_has_accounts': {
    vi: 'Khu vực còn {n} tài khoản được gán, hãy chuyển các tài khoản trước',
    en: '{n} account(s) are still assigned to the zone; move them first',
  },
  'locate.area_has_staff': {
    vi: 'Vùng còn {n} hồ sơ nhân sự, hãy chuyển các nhân sự trước',
    en: '{n} staff record(s) are still placed in the area; move them first',
  },
  'locate.zone_has_staff': {
    vi: 'Khu vực còn {n} hồ sơ nhân sự, hãy chuyển các nhân sự trước',
    en: '{n} staff record(s) are still placed in the zone; move them first',
  },
  'locate.area_not_found': { vi: 'Không tìm thấy vùng', en: 'Area not found' },
  'locate.zone_not_found': { vi: 'Không tìm thấy khu vực', en: 'Zone not found' },
  'locate.area_read_only': {
    vi: 'Bạn chỉ được xem vùng này',
    en: 'You may only view this area',
  },
  'locate.manager_invalid': {
    vi: 'Tài khoản trưởng vùng không tồn tại',
    en: 'The manager account does not exist',
  },
  'locate.supervisor_invalid': {
    vi: 'Tài khoản giám sát khu vực không tồn tại',
    en: 'The supervisor account does not exist',
  },
  'locate.province_invalid': { vi: 'Mã tỉnh/thành không hợp lệ', en: 'Invalid province code' },
  'locate.zone_or_area_required': { vi: 'Chọn vùng hoặc khu vực', en: 'Choose a zone or an area' },
} as const satisfies MessageCatalogue;
