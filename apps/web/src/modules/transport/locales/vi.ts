/** Texts of the transport pages (Vietnamese, the default): replace the generic words with the module's own. */
export const transportVi = {
  kind: 'bản ghi',
  fields: {
    name: 'Tên',
    area: 'Vùng',
    note: 'Ghi chú',
    status: 'Trạng thái',
  },
  statuses: { draft: 'Nháp', active: 'Đang áp dụng', archived: 'Đã lưu trữ' },
  actions: { activate: 'Áp dụng', archive: 'Lưu trữ', reopen: 'Mở lại' },
  list: {
    title: 'Transport',
    search: 'Tìm theo tên',
    allStatuses: 'Mọi trạng thái',
    create: 'Thêm mới',
    empty: 'Chưa có bản ghi nào',
    open: 'Xem',
    delete: 'Xóa',
  },
  form: {
    createTitle: 'Thêm transport',
    detailTitle: 'Chi tiết bản ghi',
    notFound: 'Không tìm thấy bản ghi',
  },
};
