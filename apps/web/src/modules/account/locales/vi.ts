/** Texts of the account module (namespace `account`), Vietnamese. */
export const accountVi = {
  login: {
    title: 'Đăng nhập',
    subtitle: 'Quản lý phân phối và bán lẻ',
    username: 'Tên đăng nhập',
    password: 'Mật khẩu',
    remember: 'Ghi nhớ đăng nhập',
    forgotPassword: 'Quên mật khẩu?',
    submit: 'Đăng nhập',
  },
  home: {
    title: 'Trang chủ',
    greeting: 'Xin chào, {{fullname}}',
    logout: 'Đăng xuất',
  },
  forgotPassword: {
    title: 'Quên mật khẩu',
    steps: {
      verify: 'Xác minh thông tin',
      newPassword: 'Tạo mật khẩu mới',
      done: 'Hoàn thành',
    },
    email: 'Email',
    otp: 'Mã OTP',
    sendOtp: 'Gửi OTP',
    resendOtp: 'Gửi lại OTP',
    resendIn: 'Gửi lại ({{seconds}}s)',
    verify: 'Xác minh',
    password: 'Mật khẩu mới',
    confirmPassword: 'Nhập lại mật khẩu mới',
    save: 'Tạo mật khẩu',
    backToLogin: 'Quay lại đăng nhập',
  },
};
