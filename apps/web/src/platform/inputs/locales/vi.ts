/** Texts of the shared inputs (namespace `inputs`), Vietnamese. English in `en.ts` must have the same keys. */
export const inputsVi = {
  select: {
    noData: 'Không có dữ liệu',
  },
  password: {
    show: 'Hiện mật khẩu',
    hide: 'Ẩn mật khẩu',
  },
};
