import type { MessageCatalogue } from '../shared/messages.js';

export const warehouseMessages = {
  'warehouse.created': { vi: 'Đã tạo bản ghi', en: 'Warehouse created' },
  'warehouse.updated': { vi: 'Đã cập nhật bản ghi', en: 'Warehouse updated' },
  'warehouse.deleted': { vi: 'Đã xóa bản ghi', en: 'Warehouse deleted' },
  'warehouse.status_changed': { vi: 'Đã đổi trạng thái', en: 'Status changed' },
  'warehouse.not_found': { vi: 'Không tìm thấy bản ghi', en: 'Warehouse not found' },
  'warehouse.name_taken': { vi: 'Tên này đã tồn tại', en: 'A warehouse with this name already exists' },
  'warehouse.area_invalid': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'warehouse.status_not_allowed': {
    vi: 'Trạng thái hiện tại không cho phép thao tác này',
    en: 'The current status does not allow this action',
  },
  'warehouse.area_has_records': {
    vi: 'Vùng còn {n} bản ghi warehouse, hãy chuyển hoặc xóa chúng trước',
    en: '{n} warehouse record(s) still belong to the area; move or delete them first',
  },
} as const satisfies MessageCatalogue;
