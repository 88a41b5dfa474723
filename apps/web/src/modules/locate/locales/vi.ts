/**
 * Texts of the sales-network pages (Vietnamese, the default). Words of Vietnamese distribution
 * practice: three *miền* (regions); an area is a *vùng* headed by a *trưởng vùng* (TV); a zone is a
 * *khu vực* supervised by a *giám sát khu vực* (GSKV). Record names are shown as they are, never
 * prefixed with the kind ("Vùng Vùng Tây Nguyên").
 */
export const locateVi = {
  kinds: { area: 'vùng', zone: 'khu vực' },
  regions: { north: 'Miền Bắc', central: 'Miền Trung', south: 'Miền Nam' },
  fields: {
    code: 'Mã',
    name: 'Tên',
    area: 'Vùng',
    zone: 'Khu vực',
    region: 'Miền',
    manager: 'Trưởng vùng (TV)',
    supervisor: 'Giám sát khu vực (GSKV)',
    provinces: 'Tỉnh/thành phụ trách',
    note: 'Ghi chú',
    status: 'Trạng thái',
    active: 'Đang hoạt động',
    inactive: 'Ngừng hoạt động',
    zones: 'Số khu vực',
    accounts: 'Số tài khoản',
    chooseAreaFirst: 'Chọn vùng trước',
    areaName: 'Tên vùng',
    zoneName: 'Tên khu vực',
  },
  list: {
    title: 'Vùng và khu vực',
    search: 'Tìm theo mã hoặc tên',
    allRegions: 'Tất cả miền',
    allStatuses: 'Mọi trạng thái',
    createArea: 'Thêm vùng',
    createZone: 'Thêm khu vực',
    empty: 'Chưa có vùng nào',
    noZones: 'Vùng chưa có khu vực nào',
    readOnly: 'Chỉ xem',
    view: 'Xem',
    edit: 'Sửa',
    delete: 'Xóa',
  },
  area: {
    createTitle: 'Thêm vùng',
    zonesOfArea: 'Các khu vực của vùng',
    notFound: 'Không tìm thấy vùng',
  },
  zone: {
    createTitle: 'Thêm khu vực',
    notFound: 'Không tìm thấy khu vực',
  },
  status: {
    activate: 'Kích hoạt',
    deactivate: 'Ngừng hoạt động',
  },
  overview: {
    title: 'Mạng lưới bán hàng',
    accountsTitle: 'Tài khoản',
    searchAccounts: 'Tìm tài khoản',
    noAccounts: 'Chưa có tài khoản nào',
    totalAccounts: 'Tổng {{total}} tài khoản',
    accountColumns: {
      username: 'Tên đăng nhập',
      fullname: 'Họ tên',
      position: 'Chức vụ',
      phone: 'Điện thoại',
    },
  },
};
