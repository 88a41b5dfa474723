import type { MessageCatalogue } from '../shared/messages.js';

export const notificationMessages = {
  'notification.not_found': {
    vi: 'Không tìm thấy thông báo hoặc thông báo không thuộc về bạn',
    en: 'Notification not found, or it is not yours',
  },
  'notification.not_own_list': {
    vi: 'Bạn chỉ xem được thông báo của chính mình',
    en: 'You can only read your own notifications',
  },
  'notification.not_own_delete': {
    vi: 'Bạn chỉ xóa được thông báo của chính mình',
    en: 'You can only delete your own notifications',
  },
  'notification.system_invalid': { vi: 'Hệ thống phải là MAIN', en: 'The system must be MAIN' },
  'notification.recipients_required': {
    vi: 'Chọn ít nhất một người nhận, phòng hoặc hệ thống',
    en: 'Choose at least one recipient, room or system',
  },
  'notification.recipients_empty': {
    vi: 'Không có tài khoản nào nhận được thông báo này',
    en: 'No account would receive this notification',
  },
  'notification.path_invalid': {
    vi: 'Đường dẫn phải bắt đầu bằng "/"',
    en: 'The path must start with "/"',
  },
  'notification.sent': { vi: 'Đã gửi thông báo', en: 'Notification sent' },
  'notification.seen': { vi: 'Đã đánh dấu đã đọc', en: 'Marked as read' },
  'notification.deleted': { vi: 'Đã xóa thông báo', en: 'Notifications deleted' },
  'notification.token_saved': { vi: 'Đã lưu token thiết bị', en: 'Device token saved' },
  'notification.token_deleted': { vi: 'Đã xóa token thiết bị', en: 'Device tokens deleted' },
  'notification.token_not_found': {
    vi: 'Không tìm thấy token hoặc token không thuộc về bạn',
    en: 'Token not found, or it is not yours',
  },
  'notification.token_invalid': {
    vi: 'Token thiết bị không hợp lệ',
    en: 'The device token is not a valid push subscription',
  },
  'notification.not_own_token': {
    vi: 'Bạn chỉ đăng ký được token cho chính mình',
    en: 'You can only register tokens for yourself',
  },
} as const satisfies MessageCatalogue;
