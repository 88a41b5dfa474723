import type { MessageCatalogue } from '../shared/messages.js';

export const accessMessages = {
  'access.permission_unknown': { vi: 'Mã quyền không tồn tại', en: 'Unknown permission code' },
  'access.system_key_invalid': { vi: 'Hệ thống không hợp lệ', en: 'Invalid system' },
  'access.account_unknown': {
    vi: 'Tài khoản không tồn tại',
    en: 'One or more accounts do not exist',
  },
  'access.subject_required': {
    vi: 'Chọn một tài khoản hoặc một phòng',
    en: 'Choose exactly one account or one room',
  },
  'access.role_not_found': { vi: 'Không tìm thấy vai trò', en: 'Role not found' },
  'access.role_name_taken': {
    vi: 'Tên vai trò đã tồn tại trong hệ thống này',
    en: 'A role with this name already exists in this system',
  },
  'access.group_not_found': { vi: 'Không tìm thấy nhóm người dùng', en: 'User group not found' },
  'access.group_name_taken': {
    vi: 'Tên nhóm người dùng đã tồn tại trong hệ thống này',
    en: 'A user group with this name already exists in this system',
  },
  'access.room_not_found': { vi: 'Không tìm thấy phòng', en: 'Room not found' },
  'access.room_name_taken': {
    vi: 'Tên phòng đã tồn tại trong hệ thống này',
    en: 'A room with this name already exists in this system',
  },
  'access.role_created': { vi: 'Tạo vai trò thành công', en: 'Role created' },
  'access.role_updated': { vi: 'Cập nhật vai trò thành công', en: 'Role updated' },
  'access.role_deleted': { vi: 'Xóa vai trò thành công', en: 'Role deleted' },
  'access.role_accounts_saved': {
    vi: 'Cập nhật tài khoản của vai trò thành công',
    en: 'Role accounts saved',
  },
  'access.group_created': { vi: 'Tạo nhóm người dùng thành công', en: 'User group created' },
  'access.group_updated': { vi: 'Cập nhật nhóm người dùng thành công', en: 'User group updated' },
  'access.group_deleted': { vi: 'Xóa nhóm người dùng thành công', en: 'User group deleted' },
  'access.room_created': { vi: 'Tạo phòng thành công', en: 'Room created' },
  'access.room_updated': { vi: 'Cập nhật phòng thành công', en: 'Room updated' },
  'access.room_deleted': { vi: 'Xóa phòng thành công', en: 'Room deleted' },
  'access.members_added': { vi: 'Thêm thành viên thành công', en: 'Members added' },
  'access.members_removed': { vi: 'Xóa thành viên thành công', en: 'Members removed' },
  'access.permissions_saved': { vi: 'Phân quyền thành công', en: 'Permissions saved' },
  'access.scope_outside_own': {
    vi: 'Không thể cấp phạm vi dữ liệu vượt quá phạm vi của bạn',
    en: 'You cannot grant data access beyond your own',
  },
  'access.scope_saved': {
    vi: 'Cập nhật phân quyền dữ liệu thành công',
    en: 'Data access saved',
  },
  'access.record_kind_invalid': { vi: 'Loại bản ghi không hợp lệ', en: 'Invalid record kind' },
  'access.default_page_invalid': {
    vi: 'Trang mặc định phải là một đường dẫn trong ứng dụng, bắt đầu bằng /',
    en: 'The default page must be a path in the app, starting with /',
  },
  'access.room_owner_stays': {
    vi: 'Không thể xóa chủ phòng khỏi phòng',
    en: 'The owner of a room cannot be removed from it',
  },
  'access.settings_saved': { vi: 'Lưu cài đặt thành công', en: 'Settings saved' },
} as const satisfies MessageCatalogue;
