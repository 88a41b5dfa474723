import type { MessageCatalogue } from '../shared/messages.js';

export const organizationMessages = {
  'organization.level_range': { vi: 'Cấp bậc từ 0 đến 1000', en: 'The level must be between 0 and 1000' },
  'organization.type_code_format': {
    vi: 'Mã chỉ gồm chữ không dấu, số, dấu gạch',
    en: 'The code may only hold letters without marks, digits, - and _',
  },

  'organization.position_not_found': { vi: 'Không tìm thấy chức vụ', en: 'Position not found' },
  'organization.position_name_taken': {
    vi: 'Tên chức vụ đã tồn tại',
    en: 'A position with this name already exists',
  },
  'organization.position_created': { vi: 'Tạo chức vụ thành công', en: 'Position created' },
  'organization.position_updated': { vi: 'Cập nhật chức vụ thành công', en: 'Position updated' },
  'organization.position_deleted': { vi: 'Xóa chức vụ thành công', en: 'Position deleted' },
  'organization.position_in_use_staff': {
    vi: 'Chức vụ đang được {n} nhân sự sử dụng',
    en: 'This position is held by {n} staff records',
  },
  'organization.position_in_use': {
    vi: 'Chức vụ đang được sử dụng ({n} bản ghi)',
    en: 'This position is still in use ({n} records)',
  },

  'organization.office_not_found': { vi: 'Không tìm thấy văn phòng', en: 'Office not found' },
  'organization.office_name_taken': {
    vi: 'Tên văn phòng đã tồn tại',
    en: 'An office with this name already exists',
  },
  'organization.office_created': { vi: 'Tạo văn phòng thành công', en: 'Office created' },
  'organization.office_updated': { vi: 'Cập nhật văn phòng thành công', en: 'Office updated' },
  'organization.office_deleted': { vi: 'Xóa văn phòng thành công', en: 'Office deleted' },
  'organization.office_in_use_units': {
    vi: 'Văn phòng đang được {n} đơn vị tổ chức sử dụng',
    en: 'This office is used by {n} organisational units',
  },
  'organization.office_in_use_staff': {
    vi: 'Văn phòng đang được {n} nhân sự sử dụng',
    en: 'This office is used by {n} staff records',
  },
  'organization.office_in_use': {
    vi: 'Văn phòng đang được sử dụng ({n} bản ghi)',
    en: 'This office is still in use ({n} records)',
  },

  'organization.type_not_found': { vi: 'Không tìm thấy loại đơn vị', en: 'Unit type not found' },
  'organization.type_code_taken': {
    vi: 'Mã loại đơn vị đã tồn tại',
    en: 'A unit type with this code already exists',
  },
  'organization.type_name_taken': {
    vi: 'Tên loại đơn vị đã tồn tại',
    en: 'A unit type with this name already exists',
  },
  'organization.type_created': { vi: 'Tạo loại đơn vị thành công', en: 'Unit type created' },
  'organization.type_updated': { vi: 'Cập nhật loại đơn vị thành công', en: 'Unit type updated' },
  'organization.type_deleted': { vi: 'Xóa loại đơn vị thành công', en: 'Unit type deleted' },
  'organization.type_in_use': {
    vi: 'Loại đơn vị đang được {n} đơn vị tổ chức sử dụng',
    en: 'This unit type is used by {n} organisational units',
  },
  'organization.type_unknown': { vi: 'Loại đơn vị không tồn tại', en: 'This unit type does not exist' },

  'organization.unit_not_found': { vi: 'Không tìm thấy đơn vị tổ chức', en: 'Organisational unit not found' },
  'organization.unit_name_taken': {
    vi: 'Đơn vị cấp trên đã có đơn vị con cùng tên',
    en: 'The parent unit already has a sub-unit with this name',
  },
  'organization.unit_created': { vi: 'Tạo đơn vị tổ chức thành công', en: 'Organisational unit created' },
  'organization.unit_updated': {
    vi: 'Cập nhật đơn vị tổ chức thành công',
    en: 'Organisational unit updated',
  },
  'organization.unit_deleted': { vi: 'Xóa đơn vị tổ chức thành công', en: 'Organisational unit deleted' },
  'organization.unit_has_children': {
    vi: 'Đơn vị đang có {n} đơn vị trực thuộc, hãy chuyển hoặc xóa chúng trước',
    en: 'This unit has {n} sub-units; move or delete them first',
  },
  'organization.unit_in_use_staff': {
    vi: 'Đơn vị đang có {n} nhân sự',
    en: 'This unit still has {n} staff records',
  },
  'organization.unit_in_use': {
    vi: 'Đơn vị đang được sử dụng ({n} bản ghi)',
    en: 'This unit is still in use ({n} records)',
  },
  'organization.parent_unknown': {
    vi: 'Đơn vị cấp trên không tồn tại',
    en: 'The parent unit does not exist',
  },
  'organization.parent_cycle': {
    vi: 'Không thể chuyển đơn vị vào chính nó hoặc một đơn vị trực thuộc nó',
    en: 'A unit cannot be moved under itself or one of its own sub-units',
  },
  'organization.manager_unknown': { vi: 'Người quản lý không tồn tại', en: 'The manager does not exist' },
  'organization.area_unknown': { vi: 'Vùng không tồn tại', en: 'The area does not exist' },
  'organization.office_unknown': { vi: 'Văn phòng không tồn tại', en: 'The office does not exist' },
} as const satisfies MessageCatalogue;
