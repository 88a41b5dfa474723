import type { MessageCatalogue } from '../shared/messages.js';

export const accountMessages = {
  // sessions
  'account.invalid_credentials': {
    vi: 'Tên đăng nhập hoặc mật khẩu không đúng',
    en: 'Incorrect username or password',
  },
  'account.username_invalid': { vi: 'Tên đăng nhập không hợp lệ', en: 'Invalid username' },
  'account.login_throttled': {
    vi: 'Đăng nhập sai quá nhiều lần, vui lòng thử lại sau ít phút',
    en: 'Too many failed sign-ins, please try again in a few minutes',
  },
  'account.login_slow_down': {
    vi: 'Đăng nhập sai nhiều lần, vui lòng đợi {seconds} giây rồi thử lại',
    en: 'Several failed sign-ins, please wait {seconds} seconds and try again',
  },
  'account.logged_out': { vi: 'Đã đăng xuất', en: 'Signed out' },
  // accounts
  'account.username_taken': { vi: 'Tên đăng nhập đã tồn tại', en: 'This username is already taken' },
  'account.email_taken': {
    vi: 'Email đã được sử dụng cho tài khoản khác',
    en: 'This e-mail is already used by another account',
  },
  'account.parent_not_found': {
    vi: 'Tài khoản quản lý không tồn tại',
    en: 'The managing account does not exist',
  },
  'account.parent_cycle': {
    vi: 'Không thể chọn tài khoản cấp dưới làm quản lý',
    en: 'An account cannot report to itself or to one of its subordinates',
  },
  'account.created': { vi: 'Tạo tài khoản thành công', en: 'Account created' },
  'account.updated': { vi: 'Cập nhật tài khoản thành công', en: 'Account updated' },
  'account.profile_updated': { vi: 'Cập nhật thông tin thành công', en: 'Profile updated' },
  'account.activated': { vi: 'Kích hoạt tài khoản thành công', en: 'Accounts activated' },
  'account.deactivated': { vi: 'Đã ngừng kích hoạt tài khoản', en: 'Account deactivated' },
  'account.deactivated_many': {
    vi: 'Đã ngừng kích hoạt các tài khoản đã chọn',
    en: 'The selected accounts were deactivated',
  },
  'account.session_revoked': { vi: 'Đã kết thúc phiên đăng nhập', en: 'Session ended' },
  'account.session_not_found': {
    vi: 'Không tìm thấy phiên đăng nhập đang hoạt động',
    en: 'No live session found',
  },
  'account.deleted': { vi: 'Xóa tài khoản thành công', en: 'Account deleted' },
  'account.cannot_deactivate_self': {
    vi: 'Bạn không thể tự khoá tài khoản của mình',
    en: 'You cannot deactivate your own account',
  },
  'account.cannot_delete_self': {
    vi: 'Bạn không thể xóa tài khoản của chính mình',
    en: 'You cannot delete your own account',
  },
  'account.in_use_staff': {
    vi: 'Tài khoản đang gắn với {n} hồ sơ nhân sự, hãy gỡ liên kết trước',
    en: 'The account is linked to {n} staff record(s); unlink it first',
  },
  'account.last_superuser': {
    vi: 'Không thể khoá hoặc xóa quản trị viên cao nhất cuối cùng',
    en: 'The last active super user cannot be deactivated or deleted',
  },
  'account.avatar_type': {
    vi: 'Ảnh đại diện phải là ảnh JPG, PNG hoặc WEBP',
    en: 'The avatar must be a JPG, PNG or WEBP image',
  },
  'account.avatar_too_large': {
    vi: 'Ảnh đại diện tối đa 2 MB',
    en: 'The avatar may be at most 2 MB',
  },
  // passwords
  'account.password_too_short': {
    vi: 'Mật khẩu phải có ít nhất 8 ký tự',
    en: 'The password must have at least 8 characters',
  },
  'account.password_too_long': {
    vi: 'Mật khẩu tối đa 128 ký tự',
    en: 'The password may have at most 128 characters',
  },
  'account.password_mismatch': { vi: 'Mật khẩu không khớp', en: 'Password does not match' },
  'account.old_password_wrong': {
    vi: 'Mật khẩu hiện tại không đúng',
    en: 'The current password is incorrect',
  },
  'account.password_changed': { vi: 'Đổi mật khẩu thành công', en: 'Password changed' },
  'account.password_reset_done': {
    vi: 'Tạo mật khẩu thành công',
    en: 'The password was created successfully',
  },
  'account.email_not_found': {
    vi: 'Không tìm thấy tài khoản với email này',
    en: 'No account uses this e-mail',
  },
  'account.otp_sent': {
    vi: 'Mã OTP đã được gửi tới email của bạn',
    en: 'An OTP code has been sent to your e-mail',
  },
  'account.otp_invalid': {
    vi: 'Mã OTP không đúng hoặc đã hết hạn',
    en: 'The OTP code is wrong or has expired',
  },
  'account.otp_too_soon': {
    vi: 'Vui lòng đợi {seconds} giây trước khi gửi lại mã OTP',
    en: 'Please wait {seconds} seconds before sending another OTP code',
  },
  'account.reset_token_invalid': {
    vi: 'Phiên đặt lại mật khẩu đã hết hạn, vui lòng xác thực lại',
    en: 'The password reset has expired, please verify again',
  },
  'account.mail_failed': {
    vi: 'Không gửi được email, vui lòng thử lại sau',
    en: 'The e-mail could not be sent, please try again later',
  },
  'account.not_found': { vi: 'Không tìm thấy tài khoản', en: 'Account not found' },
  'account.request_created': {
    vi: 'Đã gửi yêu cầu cấp lại mật khẩu tới quản trị viên',
    en: 'Your password reset request was sent to the administrators',
  },
  'account.request_handled': {
    vi: 'Yêu cầu này đã được xử lý',
    en: 'This request has already been handled',
  },
  'account.request_confirmed': {
    vi: 'Đã cấp mật khẩu tạm thời',
    en: 'A temporary password was issued',
  },
  'account.request_refused': { vi: 'Đã từ chối yêu cầu', en: 'The request was refused' },
  // partner registration
  'account.registration_pending': {
    vi: 'Tài khoản đang chờ quản trị viên xác nhận đăng ký, vui lòng thử lại sau',
    en: 'Your registration is waiting for confirmation by the administrators, please try again later',
  },
  'account.registered': {
    vi: 'Đăng ký thành công, vui lòng chờ quản trị viên xác nhận',
    en: 'Registration received, please wait for the administrators to confirm it',
  },
  'account.tax_code_invalid': {
    vi: 'Mã số thuế không hợp lệ: 10 chữ số với chữ số kiểm tra đúng (chi nhánh thêm dấu gạch ngang và 3 chữ số)',
    en: 'Invalid tax code: 10 digits with a correct check digit (a branch adds a hyphen and 3 digits)',
  },
  'account.registration_file_type': {
    vi: 'Tệp đính kèm phải là ảnh (JPG, PNG, WEBP, GIF) hoặc PDF',
    en: 'The attachment must be an image (JPG, PNG, WEBP, GIF) or a PDF',
  },
  'account.registration_file_too_large': {
    vi: 'Tệp đính kèm tối đa 5 MB',
    en: 'The attachment may be at most 5 MB',
  },
  'account.registration_not_found': {
    vi: 'Không tìm thấy yêu cầu đăng ký',
    en: 'Registration not found',
  },
  'account.registration_handled': {
    vi: 'Yêu cầu đăng ký này đã được xử lý',
    en: 'This registration has already been handled',
  },
  'account.registration_wrong_type': {
    vi: 'Yêu cầu đăng ký này thuộc loại {type}, không xác nhận bằng chức năng này được',
    en: 'This registration is of type {type} and cannot be confirmed with this call',
  },
  'account.registration_confirmed': {
    vi: 'Đã xác nhận đăng ký, tài khoản đã được kích hoạt',
    en: 'Registration confirmed, the account is active',
  },
  'account.registration_confirm_first': {
    vi: 'Tài khoản đang chờ xác nhận đăng ký: hãy xác nhận yêu cầu đăng ký thay vì kích hoạt',
    en: 'This account is a pending registration: confirm the registration instead of activating it',
  },
  'account.registration_refused': {
    vi: 'Đã từ chối yêu cầu đăng ký',
    en: 'The registration was refused',
  },
} as const satisfies MessageCatalogue;
