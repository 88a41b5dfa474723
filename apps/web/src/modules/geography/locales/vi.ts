/** Texts of the geography components (Vietnamese, the default). */
export const geographyVi = {
  province: 'Tỉnh/Thành phố',
  district: 'Quận/Huyện',
  ward: 'Phường/Xã',
  street: 'Số nhà, đường',
  choose: 'Chọn',
  chooseProvinceFirst: 'Chọn tỉnh/thành trước',
  chooseDistrictFirst: 'Chọn quận/huyện trước',
  mode2025: 'Địa giới mới (từ 01/07/2025)',
  modeLegacy: 'Địa chỉ cũ (trước 01/07/2025)',
  now: 'Nay: {{ward}}, {{province}}',
  nowUnknown: 'Chưa xác định được phường/xã mới',
  loading: 'Đang tải…',
};
