import type { MessageCatalogue } from '../shared/messages.js';

export const geographyMessages = {
  'geography.code_invalid': {
    vi: 'Mã đơn vị hành chính không hợp lệ',
    en: 'Invalid administrative unit code',
  },
  'geography.province_not_found': { vi: 'Không tìm thấy tỉnh/thành phố', en: 'Province not found' },
  'geography.district_not_found': { vi: 'Không tìm thấy quận/huyện', en: 'District not found' },
  'geography.ward_not_found': { vi: 'Không tìm thấy phường/xã', en: 'Ward not found' },
  'geography.mapping_not_found': {
    vi: 'Chưa có thông tin phường/xã mới tương ứng',
    en: 'No current ward is known for this former ward',
  },
} as const satisfies MessageCatalogue;
