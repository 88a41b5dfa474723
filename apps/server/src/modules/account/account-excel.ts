import { ACCOUNT_TYPE_LABELS, type Account, type Locale } from '@kenh/contract';
import { tableWorkbook, type ExcelColumn } from '../../platform/excel/index.js';

const HEADERS = {
  vi: {
    sheet: 'Tài khoản',
    id: 'ID',
    username: 'Tên đăng nhập',
    fullname: 'Họ và tên',
    type: 'Loại tài khoản',
    email: 'Email',
    phone: 'Số điện thoại',
    position: 'Chức vụ',
    area_id: 'Mã khu vực',
    zone_id: 'Mã vùng',
    status: 'Trạng thái',
    created_at: 'Ngày tạo',
    active: 'Đang hoạt động',
    inactive: 'Ngừng hoạt động',
  },
  en: {
    sheet: 'Accounts',
    id: 'ID',
    username: 'Username',
    fullname: 'Full name',
    type: 'Account type',
    email: 'E-mail',
    phone: 'Phone',
    position: 'Position',
    area_id: 'Area ID',
    zone_id: 'Zone ID',
    status: 'Status',
    created_at: 'Created',
    active: 'Active',
    inactive: 'Inactive',
  },
} as const;

/** The account list as a workbook in the reader's language (the user manager's export). */
export function accountWorkbook(rows: readonly Account[], locale: Locale): Promise<Buffer> {
  const h = HEADERS[locale];
  const columns: ExcelColumn<Account>[] = [
    { key: 'id', header: h.id, type: 'number', value: (a) => a.id },
    { key: 'username', header: h.username, type: 'text', value: (a) => a.username },
    { key: 'fullname', header: h.fullname, type: 'text', width: 30, value: (a) => a.fullname },
    { key: 'type', header: h.type, type: 'text', value: (a) => ACCOUNT_TYPE_LABELS[a.type][locale] },
    { key: 'email', header: h.email, type: 'text', width: 28, value: (a) => a.email },
    { key: 'phone', header: h.phone, type: 'text', value: (a) => a.phone },
    { key: 'position', header: h.position, type: 'text', width: 24, value: (a) => a.position },
    { key: 'area_id', header: h.area_id, type: 'number', value: (a) => a.area_id },
    { key: 'zone_id', header: h.zone_id, type: 'number', value: (a) => a.zone_id },
    { key: 'status', header: h.status, type: 'text', value: (a) => (a.is_active ? h.active : h.inactive) },
    { key: 'created_at', header: h.created_at, type: 'date', value: (a) => a.created_at },
  ];
  return tableWorkbook(h.sheet, columns, rows);
}
