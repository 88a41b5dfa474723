import type { MessageCatalogue } from '../shared/messages.js';

export const locateMessages = {
  'locate.region.north': { vi: 'Miền Bắc', en: 'Northern Vietnam' },
  'locate.region.central': { vi: 'Miền Trung', en: 'Central Vietnam' },
  'locate.region.south': { vi: 'Miền Nam', en: 'Southern Vietnam' },
  'locate.area_created': { vi: 'Đã tạo khu vực', en: 'Area created' },
  'locate.area_updated': { vi: 'Đã cập nhật khu vực', en: 'Area updated' },
  'locate.area_deleted': { vi: 'Đã xoá khu vực', en: 'Area deleted' },
  'locate.zone_created': { vi: 'Đã tạo vùng', en: 'Zone created' },
  'locate.zone_updated': { vi: 'Đã cập nhật vùng', en: 'Zone updated' },
  'locate.zone_deleted': { vi: 'Đã xoá vùng', en: 'Zone deleted' },
  'locate.area_name_taken': { vi: 'Tên khu vực đã tồn tại', en: 'An area with this name already exists' },
  'locate.zone_name_taken': {
    vi: 'Khu vực này đã có vùng cùng tên',
    en: 'This area already has a zone with this name',
  },
  'locate.area_has_zones': {
    vi: 'Khu vực còn {n} vùng, hãy xoá hoặc chuyển các vùng trước',
    en: 'The area still has {n} zone(s); delete or move them first',
  },
  'locate.area_has_accounts': {
    vi: 'Khu vực còn {n} tài khoản được gán, hãy chuyển các tài khoản trước',
    en: '{n} account(s) are still assigned to the area; move them first',
  },
  'locate.zone_has_accounts': {
    vi: 'Vùng còn {n} tài khoản được gán, hãy chuyển các tài khoản trước',
    en: '{n} account(s) are still assigned to the zone; move them first',
  },
  'locate.area_not_found': { vi: 'Không tìm thấy khu vực', en: 'Area not found' },
  'locate.zone_not_found': { vi: 'Không tìm thấy vùng', en: 'Zone not found' },
  'locate.area_read_only': {
    vi: 'Bạn chỉ được xem khu vực này',
    en: 'You may only view this area',
  },
  'locate.manager_invalid': {
    vi: 'Tài khoản quản lý không tồn tại',
    en: 'The manager account does not exist',
  },
  'locate.supervisor_invalid': {
    vi: 'Tài khoản giám sát không tồn tại',
    en: 'The supervisor account does not exist',
  },
  'locate.province_invalid': { vi: 'Mã tỉnh/thành không hợp lệ', en: 'Invalid province code' },
  'locate.zone_or_area_required': { vi: 'Chọn vùng hoặc khu vực', en: 'Choose a zone or an area' },
} as const satisfies MessageCatalogue;
