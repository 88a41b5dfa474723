import type { MessageCatalogue } from '../shared/messages.js';

/**
 * Messages of the employee-contract module. `action_not_allowed` names both states: the server fills
 * `{from_vi}`/`{to_vi}` and `{from_en}`/`{to_en}`, so each language's template uses its own labels.
 */
export const employeeContractMessages = {
  'employee_contract.not_found': {
    vi: 'Không tìm thấy hợp đồng lao động',
    en: 'Employee contract not found',
  },
  'employee_contract.created': { vi: 'Tạo hợp đồng lao động thành công', en: 'Employee contract created' },
  'employee_contract.updated': {
    vi: 'Cập nhật hợp đồng lao động thành công',
    en: 'Employee contract updated',
  },
  'employee_contract.attachment_added': { vi: 'Đã đính kèm tệp', en: 'File attached' },
  'employee_contract.attachment_removed': { vi: 'Đã xóa tệp đính kèm', en: 'Attachment removed' },
  'employee_contract.attachment_not_found': {
    vi: 'Không tìm thấy tệp đính kèm của hợp đồng',
    en: 'This contract has no such attachment',
  },
  'employee_contract.invalid_date': { vi: 'Ngày không hợp lệ', en: 'Invalid date' },
  'employee_contract.amount_invalid': {
    vi: 'Số tiền phải là số nguyên không âm',
    en: 'The amount must be a whole, non-negative number',
  },
  'employee_contract.benefit_unknown': { vi: 'Phúc lợi không tồn tại', en: 'Unknown benefit' },
  'employee_contract.benefit_duplicate': {
    vi: 'Mỗi phúc lợi chỉ được chọn một lần',
    en: 'Each benefit may be chosen only once',
  },
  'employee_contract.end_date_required': {
    vi: 'Hợp đồng có thời hạn cần ngày kết thúc',
    en: 'A fixed-term contract needs an end date',
  },
  'employee_contract.end_date_not_allowed': {
    vi: 'Hợp đồng không xác định thời hạn không có ngày kết thúc',
    en: 'An indefinite-term contract has no end date',
  },
  'employee_contract.end_before_start': {
    vi: 'Ngày kết thúc phải sau ngày bắt đầu',
    en: 'The end date must be after the start date',
  },
  'employee_contract.probation_too_long': {
    vi: 'Thời gian thử việc tối đa 60 ngày (Bộ luật Lao động 2019)',
    en: 'Probation may last at most 60 days (Labour Code 2019)',
  },
  'employee_contract.term_too_long': {
    vi: 'Ngày kết thúc vượt quá thời hạn của loại hợp đồng',
    en: 'The end date is beyond the term of this contract type',
  },
  'employee_contract.signing_in_future': {
    vi: 'Ngày ký không được ở tương lai',
    en: 'The signing date cannot be in the future',
  },
  'employee_contract.staff_not_found': { vi: 'Nhân sự không tồn tại', en: 'The staff member does not exist' },
  'employee_contract.position_not_found': { vi: 'Chức vụ không tồn tại', en: 'The position does not exist' },
  'employee_contract.position_required': {
    vi: 'Cần chức vụ: nhập chức danh hoặc chọn chức vụ',
    en: 'A position is needed: type a title or choose a position',
  },
  'employee_contract.signer_not_found': {
    vi: 'Người ký không tồn tại',
    en: 'The signing account does not exist',
  },
  'employee_contract.staff_has_active': {
    vi: 'Nhân sự đang có hợp đồng hiệu lực {code}; hãy chấm dứt hợp đồng đó trước',
    en: 'The staff member already has an active contract {code}; terminate it first',
  },
  'employee_contract.staff_has_active_field': {
    vi: 'Nhân sự đang có hợp đồng hiệu lực khác',
    en: 'The staff member already has another active contract',
  },
  'employee_contract.action_not_allowed': {
    vi: 'Không thể chuyển hợp đồng từ trạng thái “{from_vi}” sang “{to_vi}”',
    en: 'The contract cannot go from “{from_en}” to “{to_en}”',
  },
  'employee_contract.reason_required': {
    vi: 'Cần nhập lý do',
    en: 'A reason is required',
  },
  'employee_contract.termination_date_required': {
    vi: 'Cần nhập ngày chấm dứt',
    en: 'The termination date is required',
  },
  'employee_contract.termination_date_range': {
    vi: 'Ngày chấm dứt phải trong thời hạn hợp đồng',
    en: 'The termination date must lie within the contract period',
  },
  'employee_contract.only_note_editable': {
    vi: 'Hợp đồng không còn là bản nháp: chỉ sửa được ghi chú và tệp đính kèm',
    en: 'The contract is no longer a draft: only its note and attachments can change',
  },
  'employee_contract.closed': {
    vi: 'Hợp đồng đã kết thúc, không thể chỉnh sửa',
    en: 'The contract is closed and can no longer be edited',
  },
  'employee_contract.export_too_large': {
    vi: 'Chỉ xuất được tối đa 10.000 hợp đồng, hãy lọc thêm',
    en: 'At most 10,000 contracts can be exported; narrow the filter',
  },
  'employee_contract.done.submit': { vi: 'Đã gửi duyệt hợp đồng', en: 'Contract submitted for approval' },
  'employee_contract.done.approve': { vi: 'Đã duyệt hợp đồng', en: 'Contract approved' },
  'employee_contract.done.reject': { vi: 'Đã trả lại hợp đồng', en: 'Contract sent back to draft' },
  'employee_contract.done.activate': { vi: 'Hợp đồng đã có hiệu lực', en: 'Contract activated' },
  'employee_contract.done.terminate': { vi: 'Đã chấm dứt hợp đồng', en: 'Contract terminated' },
  'employee_contract.done.cancel': { vi: 'Đã hủy hợp đồng', en: 'Contract cancelled' },
} as const satisfies MessageCatalogue;
