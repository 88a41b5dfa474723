import type { MessageCatalogue } from '../shared/messages.js';

export const productMessages = {
  // products and variants
  'product.created': { vi: 'Đã tạo sản phẩm', en: 'Product created' },
  'product.updated': { vi: 'Đã cập nhật sản phẩm', en: 'Product updated' },
  'product.deleted': { vi: 'Đã xoá sản phẩm', en: 'Product deleted' },
  'product.not_found': { vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  'product.variant_updated': { vi: 'Đã cập nhật biến thể', en: 'Variant updated' },
  'product.variant_not_found': { vi: 'Không tìm thấy biến thể', en: 'Variant not found' },
  'product.code_taken': { vi: 'Mã sản phẩm đã tồn tại', en: 'This product code is already used' },
  'product.variant_code_taken': { vi: 'Mã biến thể đã được dùng', en: 'This variant code is already used' },
  'product.variants_required': {
    vi: 'Sản phẩm cần ít nhất một biến thể',
    en: 'A product needs at least one variant',
  },
  'product.variant_values_invalid': {
    vi: 'Biến thể phải chọn đúng một giá trị cho mỗi thuộc tính',
    en: 'A variant needs exactly one value of each option',
  },
  'product.variant_repeated': {
    vi: 'Tổ hợp giá trị này đã có ở biến thể khác',
    en: 'Another variant already has this combination of values',
  },
  'product.variant_foreign': {
    vi: 'Biến thể không thuộc sản phẩm này',
    en: 'The variant does not belong to this product',
  },
  'product.option_repeated': { vi: 'Tên thuộc tính bị trùng', en: 'This option name is repeated' },
  'product.option_values_required': {
    vi: 'Thuộc tính cần ít nhất một giá trị',
    en: 'An option needs at least one value',
  },
  'product.option_value_repeated': { vi: 'Giá trị bị trùng', en: 'This value is repeated' },
  'product.base_unit_required': {
    vi: 'Mỗi biến thể cần đúng một đơn vị cơ bản (hệ số 1)',
    en: 'Each variant needs exactly one base unit (factor 1)',
  },
  'product.unit_repeated': {
    vi: 'Đơn vị này đã có trong biến thể',
    en: 'This unit is already in the variant',
  },
  'product.factor_integer': {
    vi: 'Hệ số phải là số nguyên dương',
    en: 'The factor must be a positive whole number',
  },
  'product.factor_too_large': { vi: 'Hệ số quá lớn', en: 'The factor is too large' },
  'product.unit_invalid': { vi: 'Đơn vị tính không tồn tại', en: 'The unit does not exist' },
  'product.category_invalid': {
    vi: 'Danh mục không tồn tại hoặc khác loại sản phẩm',
    en: 'The category does not exist or belongs to the other direction',
  },
  'product.barcode_invalid': {
    vi: 'Mã vạch không hợp lệ (EAN-13, EAN-8 hoặc UPC-A, sai số kiểm tra)',
    en: 'Invalid barcode (EAN-13, EAN-8 or UPC-A with a correct check digit)',
  },
  'product.barcode_repeated': {
    vi: 'Mã vạch bị trùng trong sản phẩm',
    en: 'This barcode is repeated in the product',
  },
  'product.barcode_taken': {
    vi: 'Mã vạch {barcode} đã thuộc về {holder}',
    en: 'Barcode {barcode} already belongs to {holder}',
  },
  /** Under a taken barcode's field (field errors carry no parameters). */
  'product.barcode_in_use': {
    vi: 'Mã vạch đã được dùng cho sản phẩm khác',
    en: 'This barcode is already used by another product',
  },
  'product.barcode_not_found': {
    vi: 'Không có sản phẩm nào mang mã vạch này',
    en: 'No product has this barcode',
  },
  'product.image_type': { vi: 'Ảnh phải là JPEG, PNG hoặc WebP', en: 'Images must be JPEG, PNG or WebP' },
  'product.image_too_large': { vi: 'Mỗi ảnh tối đa 5 MB', en: 'Each image may be at most 5 MB' },
  'product.too_many_images': { vi: 'Tối đa 8 ảnh cho một sản phẩm', en: 'At most 8 images per product' },
  'product.image_unknown': {
    vi: 'Ảnh không thuộc sản phẩm này',
    en: 'The image does not belong to this product',
  },
  'product.payload_invalid': { vi: 'Dữ liệu gửi lên không đọc được', en: 'The payload cannot be read' },
  'product.product_repeated': { vi: 'Sản phẩm bị chọn lặp lại', en: 'A product is chosen twice' },
  'product.account_not_found': { vi: 'Không tìm thấy tài khoản', en: 'Account not found' },
  'product.purchased_updated': { vi: 'Đã cập nhật sản phẩm thường mua', en: 'Regular products updated' },
  'product.variant_in_use': {
    vi: 'Biến thể đang được dùng (bảng giá, đơn hàng…), không thể xoá; hãy chuyển sang ngừng bán',
    en: 'The variant is in use (price lists, orders…) and cannot be deleted; set it inactive instead',
  },
  'product.variant_unit_in_use': {
    vi: 'Đơn vị này của biến thể đang được dùng (bảng giá, đơn hàng…), không thể bỏ',
    en: 'This unit of the variant is in use (price lists, orders…) and cannot be removed',
  },
  // units
  'product.unit_created': { vi: 'Đã tạo đơn vị tính', en: 'Unit created' },
  'product.unit_updated': { vi: 'Đã cập nhật đơn vị tính', en: 'Unit updated' },
  'product.unit_deleted': { vi: 'Đã xoá đơn vị tính', en: 'Unit deleted' },
  'product.unit_not_found': { vi: 'Không tìm thấy đơn vị tính', en: 'Unit not found' },
  'product.unit_code_taken': { vi: 'Mã đơn vị đã tồn tại', en: 'This unit code is already used' },
  'product.unit_name_taken': { vi: 'Tên đơn vị đã tồn tại', en: 'This unit name is already used' },
  'product.conversion_min': { vi: 'Số lượng quy đổi tối thiểu là 2', en: 'A conversion holds at least 2' },
  'product.conversion_duplicate': {
    vi: 'Mỗi đơn vị bên trong chỉ quy đổi một lần',
    en: 'Each inner unit may appear only once',
  },
  'product.conversion_self': { vi: 'Đơn vị không thể chứa chính nó', en: 'A unit cannot hold itself' },
  'product.conversion_cycle': {
    vi: 'Quy đổi tạo thành vòng lặp: {path}',
    en: 'The conversions form a cycle: {path}',
  },
  'product.conversion_cycle_field': { vi: 'Quy đổi tạo thành vòng lặp', en: 'The conversions form a cycle' },
  'product.unit_in_use': {
    vi: 'Đơn vị đang được dùng bởi {n} đơn vị biến thể hoặc quy đổi, không thể xoá',
    en: 'The unit is used by {n} variant unit(s) or conversion(s) and cannot be deleted',
  },
  // categories
  'product.category_created': { vi: 'Đã tạo danh mục', en: 'Category created' },
  'product.category_updated': { vi: 'Đã cập nhật danh mục', en: 'Category updated' },
  'product.category_deleted': { vi: 'Đã xoá danh mục', en: 'Category deleted' },
  'product.category_not_found': { vi: 'Không tìm thấy danh mục', en: 'Category not found' },
  'product.category_code_taken': { vi: 'Mã danh mục đã tồn tại', en: 'This category code is already used' },
  'product.category_name_taken': {
    vi: 'Tên này đã có trong cùng danh mục cha',
    en: 'A category with this name already exists under the same parent',
  },
  'product.category_parent_invalid': {
    vi: 'Danh mục cha không tồn tại hoặc khác loại',
    en: 'The parent category does not exist or belongs to the other direction',
  },
  'product.category_too_deep': {
    vi: 'Cây danh mục tối đa 4 cấp',
    en: 'A category tree is at most 4 levels deep',
  },
  'product.category_own_ancestor': {
    vi: 'Không thể đặt danh mục dưới chính nó hoặc danh mục con của nó',
    en: 'A category cannot be placed under itself or one of its descendants',
  },
  'product.category_has_children': {
    vi: 'Danh mục còn danh mục con: {names}',
    en: 'The category still has subcategories: {names}',
  },
  'product.category_has_products': {
    vi: 'Danh mục còn {n} sản phẩm: {names}',
    en: 'The category still holds {n} product(s): {names}',
  },
  'product.category_products_moved': {
    vi: 'Đã chuyển sản phẩm vào danh mục',
    en: 'Products moved into the category',
  },
  'product.category_variants_added': {
    vi: 'Đã thêm biến thể vào danh mục',
    en: 'Variants added to the category',
  },
  'product.category_variants_removed': {
    vi: 'Đã gỡ biến thể khỏi danh mục',
    en: 'Variants removed from the category',
  },
  // Excel
  'product.export_sheet': { vi: 'Sản phẩm', en: 'Products' },
  'product.import_done': { vi: 'Đã nhập sản phẩm từ tệp', en: 'Products imported from the file' },
  'product.import_has_errors': {
    vi: 'Tệp còn dòng lỗi, chưa nhập sản phẩm nào',
    en: 'The file has rows with errors; nothing was imported',
  },
  'product.import_empty': { vi: 'Tệp không có dòng dữ liệu nào', en: 'The file has no data rows' },
  'product.import_too_many_rows': {
    vi: 'Tối đa {max} dòng mỗi lần nhập',
    en: 'At most {max} rows per import',
  },
  'product.import_missing_column': {
    vi: 'Tệp thiếu cột "{column}"',
    en: 'The file has no "{column}" column',
  },
  'product.import_unreadable': {
    vi: 'Không đọc được tệp Excel (.xlsx)',
    en: 'The file is not a readable .xlsx workbook',
  },
  'product.import_direction_invalid': { vi: 'Loại phải là OUT hoặc IN', en: 'Type must be OUT or IN' },
  'product.import_options_invalid': {
    vi: 'Thuộc tính viết dạng "Tên: giá trị; Tên: giá trị"',
    en: 'Options read "Name: value; Name: value"',
  },
  'product.import_product_conflict': {
    vi: 'Các dòng cùng mã sản phẩm phải cùng tên, loại, danh mục và tên thuộc tính',
    en: 'Rows of one product code must agree on name, type, category and option names',
  },
  'product.import_code_exists': {
    vi: 'Mã sản phẩm đã có trong hệ thống',
    en: 'This product code already exists',
  },
  'product.import_not_a_number': { vi: 'Phải là số nguyên dương', en: 'Must be a positive whole number' },
  'product.import_factor_without_unit': {
    vi: 'Có hệ số nhưng thiếu đơn vị',
    en: 'A factor without its unit',
  },
  'product.import_unit_without_factor': {
    vi: 'Đơn vị cần hệ số ≥ 2',
    en: 'The unit needs a factor of at least 2',
  },
  'product.import_barcode_in_file': {
    vi: 'Mã vạch lặp lại trong tệp',
    en: 'This barcode appears twice in the file',
  },
} as const satisfies MessageCatalogue;
