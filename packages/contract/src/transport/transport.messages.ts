import type { MessageCatalogue } from '../shared/messages.js';

export const transportMessages = {
  'transport.created': { vi: 'Đã tạo bản ghi', en: 'Transport created' },
  'transport.updated': { vi: 'Đã cập nhật bản ghi', en: 'Transport updated' },
  'transport.deleted': { vi: 'Đã xóa bản ghi', en: 'Transport deleted' },
  'transport.status_changed': { vi: 'Đã đổi trạng thái', en: 'Status changed' },
  'transport.not_found': { vi: 'Không tìm thấy bản ghi', en: 'Transport not found' },
  'transport.name_taken': { vi: 'Tên này đã tồn tại', en: 'A transport with this name already exists' },
  'transport.area_invalid': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'transport.status_not_allowed': {
    vi: 'Trạng thái hiện tại không cho phép thao tác này',
    en: 'The current status does not allow this action',
  },
  'transport.area_has_records': {
    vi: 'Vùng còn {n} bản ghi transport, hãy chuyển hoặc xóa chúng trước',
    en: '{n} transport record(s) still belong to the area; move or delete them first',
  },
} as const satisfies MessageCatalogue;
