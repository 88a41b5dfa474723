/** Master data served by `nation` and `relation` (and used by the import to read names). */

export interface MasterItem {
  code: string;
  vi: string;
  en: string;
}

/** Vietnam's 54 ethnic groups in the General Statistics Office's order (codes 01–54). */
export const ETHNICITIES: readonly MasterItem[] = [
  ['Kinh', 'Kinh'],
  ['Tày', 'Tay'],
  ['Thái', 'Thai'],
  ['Mường', 'Muong'],
  ['Khmer', 'Khmer'],
  ['Hoa', 'Hoa (Chinese)'],
  ['Nùng', 'Nung'],
  ["H'Mông", 'Hmong'],
  ['Dao', 'Dao'],
  ['Gia Rai', 'Gia Rai'],
  ['Ê Đê', 'E De'],
  ['Ba Na', 'Ba Na'],
  ['Sán Chay', 'San Chay'],
  ['Chăm', 'Cham'],
  ['Cơ Ho', 'Co Ho'],
  ['Xơ Đăng', 'Xo Dang'],
  ['Sán Dìu', 'San Diu'],
  ['Hrê', 'Hre'],
  ['Ra Glai', 'Ra Glai'],
  ['Mnông', 'Mnong'],
  ['Thổ', 'Tho'],
  ['Xtiêng', 'Xtieng'],
  ['Khơ Mú', 'Kho Mu'],
  ['Bru - Vân Kiều', 'Bru - Van Kieu'],
  ['Cơ Tu', 'Co Tu'],
  ['Giáy', 'Giay'],
  ['Tà Ôi', 'Ta Oi'],
  ['Mạ', 'Ma'],
  ['Giẻ Triêng', 'Gie Trieng'],
  ['Co', 'Co'],
  ['Chơ Ro', 'Cho Ro'],
  ['Xinh Mun', 'Xinh Mun'],
  ['Hà Nhì', 'Ha Nhi'],
  ['Chu Ru', 'Chu Ru'],
  ['Lào', 'Lao'],
  ['La Chí', 'La Chi'],
  ['Kháng', 'Khang'],
  ['Phù Lá', 'Phu La'],
  ['La Hủ', 'La Hu'],
  ['La Ha', 'La Ha'],
  ['Pà Thẻn', 'Pa Then'],
  ['Lự', 'Lu'],
  ['Ngái', 'Ngai'],
  ['Chứt', 'Chut'],
  ['Lô Lô', 'Lo Lo'],
  ['Mảng', 'Mang'],
  ['Cơ Lao', 'Co Lao'],
  ['Bố Y', 'Bo Y'],
  ['Cống', 'Cong'],
  ['Si La', 'Si La'],
  ['Pu Péo', 'Pu Peo'],
  ['Rơ Măm', 'Ro Mam'],
  ['Brâu', 'Brau'],
  ['Ơ Đu', 'O Du'],
].map(([vi, en], i) => ({ code: String(i + 1).padStart(2, '0'), vi: vi!, en: en! }));

/** Nationalities (ISO 3166-1 alpha-2 codes), Vietnam first, then the most frequent neighbours and partners. */
export const NATIONALITIES: readonly MasterItem[] = [
  { code: 'VN', vi: 'Việt Nam', en: 'Vietnamese' },
  { code: 'LA', vi: 'Lào', en: 'Lao' },
  { code: 'KH', vi: 'Campuchia', en: 'Cambodian' },
  { code: 'TH', vi: 'Thái Lan', en: 'Thai' },
  { code: 'CN', vi: 'Trung Quốc', en: 'Chinese' },
  { code: 'TW', vi: 'Đài Loan', en: 'Taiwanese' },
  { code: 'HK', vi: 'Hồng Kông', en: 'Hong Konger' },
  { code: 'JP', vi: 'Nhật Bản', en: 'Japanese' },
  { code: 'KR', vi: 'Hàn Quốc', en: 'South Korean' },
  { code: 'SG', vi: 'Singapore', en: 'Singaporean' },
  { code: 'MY', vi: 'Malaysia', en: 'Malaysian' },
  { code: 'ID', vi: 'Indonesia', en: 'Indonesian' },
  { code: 'PH', vi: 'Philippines', en: 'Filipino' },
  { code: 'MM', vi: 'Myanmar', en: 'Burmese' },
  { code: 'IN', vi: 'Ấn Độ', en: 'Indian' },
  { code: 'AU', vi: 'Úc', en: 'Australian' },
  { code: 'NZ', vi: 'New Zealand', en: 'New Zealander' },
  { code: 'US', vi: 'Hoa Kỳ', en: 'American' },
  { code: 'CA', vi: 'Canada', en: 'Canadian' },
  { code: 'GB', vi: 'Anh', en: 'British' },
  { code: 'FR', vi: 'Pháp', en: 'French' },
  { code: 'DE', vi: 'Đức', en: 'German' },
  { code: 'IT', vi: 'Ý', en: 'Italian' },
  { code: 'ES', vi: 'Tây Ban Nha', en: 'Spanish' },
  { code: 'NL', vi: 'Hà Lan', en: 'Dutch' },
  { code: 'RU', vi: 'Nga', en: 'Russian' },
  { code: 'OTHER', vi: 'Khác', en: 'Other' },
];

/** Kinds of relatives (quan hệ) for the relatives list. */
export const RELATIONS: readonly MasterItem[] = [
  { code: 'father', vi: 'Bố', en: 'Father' },
  { code: 'mother', vi: 'Mẹ', en: 'Mother' },
  { code: 'wife', vi: 'Vợ', en: 'Wife' },
  { code: 'husband', vi: 'Chồng', en: 'Husband' },
  { code: 'child', vi: 'Con', en: 'Child' },
  { code: 'older_brother', vi: 'Anh', en: 'Older brother' },
  { code: 'older_sister', vi: 'Chị', en: 'Older sister' },
  { code: 'younger_sibling', vi: 'Em', en: 'Younger sibling' },
  { code: 'grandfather', vi: 'Ông', en: 'Grandfather' },
  { code: 'grandmother', vi: 'Bà', en: 'Grandmother' },
  { code: 'father_in_law', vi: 'Bố vợ/chồng', en: 'Father-in-law' },
  { code: 'mother_in_law', vi: 'Mẹ vợ/chồng', en: 'Mother-in-law' },
  { code: 'other', vi: 'Khác', en: 'Other' },
];

export const RELATION_CODES = RELATIONS.map((r) => r.code) as [string, ...string[]];
export const NATIONALITY_CODES = NATIONALITIES.map((n) => n.code) as [string, ...string[]];
export const ETHNICITY_CODES = ETHNICITIES.map((e) => e.code) as [string, ...string[]];

export const GENDER_LABELS: Record<'male' | 'female' | 'other', { vi: string; en: string }> = {
  male: { vi: 'Nam', en: 'Male' },
  female: { vi: 'Nữ', en: 'Female' },
  other: { vi: 'Khác', en: 'Other' },
};

export const MARITAL_STATUS_LABELS: Record<
  'single' | 'married' | 'divorced' | 'widowed',
  { vi: string; en: string }
> = {
  single: { vi: 'Độc thân', en: 'Single' },
  married: { vi: 'Đã kết hôn', en: 'Married' },
  divorced: { vi: 'Ly hôn', en: 'Divorced' },
  widowed: { vi: 'Góa', en: 'Widowed' },
};

export const STAFF_STATUS_LABELS: Record<'active' | 'inactive', { vi: string; en: string }> = {
  active: { vi: 'Đang làm việc', en: 'Active' },
  inactive: { vi: 'Ngừng hoạt động', en: 'Inactive' },
};

/** Columns of the import template and the export (export adds code and status first). */
export const STAFF_IMPORT_COLUMNS = [
  { key: 'fullname', vi: 'Họ và tên *', en: 'Full name *' },
  { key: 'gender', vi: 'Giới tính', en: 'Gender' },
  { key: 'birth_date', vi: 'Ngày sinh', en: 'Birth date' },
  { key: 'id_number', vi: 'Số CCCD *', en: 'Citizen ID *' },
  { key: 'id_issue_date', vi: 'Ngày cấp CCCD', en: 'ID issue date' },
  { key: 'id_issue_place', vi: 'Nơi cấp', en: 'ID issue place' },
  { key: 'phone', vi: 'Số điện thoại', en: 'Phone' },
  { key: 'email', vi: 'Email', en: 'E-mail' },
  { key: 'join_date', vi: 'Ngày vào làm', en: 'Join date' },
  { key: 'position', vi: 'Chức vụ', en: 'Position' },
  { key: 'org_unit', vi: 'Đơn vị', en: 'Organisational unit' },
  { key: 'office', vi: 'Văn phòng', en: 'Office' },
  { key: 'area', vi: 'Vùng', en: 'Area' },
  { key: 'zone', vi: 'Khu vực', en: 'Zone' },
  { key: 'manager_code', vi: 'Mã NV quản lý', en: "Manager's staff code" },
  { key: 'marital_status', vi: 'Tình trạng hôn nhân', en: 'Marital status' },
  { key: 'nationality', vi: 'Quốc tịch', en: 'Nationality' },
  { key: 'ethnicity', vi: 'Dân tộc', en: 'Ethnicity' },
  { key: 'permanent_address', vi: 'Địa chỉ thường trú', en: 'Permanent address' },
  { key: 'current_address', vi: 'Địa chỉ hiện tại', en: 'Current address' },
  { key: 'note', vi: 'Ghi chú', en: 'Note' },
] as const;
export type StaffImportColumn = (typeof STAFF_IMPORT_COLUMNS)[number]['key'];
