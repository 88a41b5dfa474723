/** Platform texts (namespace `common`), Vietnamese. English in `en.ts` must have the same keys. */
export const commonVi = {
  appName: 'Kênh',
  loading: 'Đang tải',
  back: 'Quay lại',
  language: {
    label: 'Ngôn ngữ',
    vi: 'Tiếng Việt',
    en: 'English',
  },
  errors: {
    network: 'Không kết nối được máy chủ, vui lòng thử lại',
    unexpected: 'Có lỗi xảy ra',
    noPermission: 'Bạn không có quyền truy cập chức năng này',
  },
  errorPage: {
    defaultMessage: 'Có lỗi xảy ra',
    notFound: 'Không tìm thấy trang',
    statusLabel: 'Mã lỗi {{status}}',
    backHome: 'Về trang chủ',
    fallback: 'Không thể hiển thị trang lỗi',
    details: 'Chi tiết',
    chunkFailed: 'Không tải được trang này, vui lòng kiểm tra kết nối rồi tải lại trang',
  },
};
