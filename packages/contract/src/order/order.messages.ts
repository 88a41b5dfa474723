import type { MessageCatalogue } from '../shared/messages.js';

export const orderMessages = {
  'order.created': { vi: 'Đã tạo đơn hàng', en: 'Order created' },
  'order.updated': { vi: 'Đã cập nhật đơn hàng', en: 'Order updated' },
  'order.status_changed': { vi: 'Đã đổi trạng thái đơn hàng', en: 'Order status changed' },
  'order.duplicated': { vi: 'Đã sao chép thành đơn nháp mới', en: 'Copied into a new draft' },
  'order.many_done': { vi: 'Đã xử lý các đơn đã chọn', en: 'The chosen orders were processed' },
  'order.not_found': { vi: 'Không tìm thấy đơn hàng', en: 'Order not found' },
  'order.invalid_date': { vi: 'Ngày không hợp lệ', en: 'Invalid date' },
  'order.moment_invalid': { vi: 'Thời điểm không hợp lệ', en: 'Invalid date and time' },
  'order.quantity_invalid': {
    vi: 'Số lượng phải là số nguyên từ 1 đến 1.000.000',
    en: 'Quantity must be a whole number from 1 to 1,000,000',
  },
  'order.discount_invalid': {
    vi: 'Chiết khấu từ 0 đến 100%, tối đa hai chữ số thập phân',
    en: 'Discount from 0 to 100%, at most two decimals',
  },
  'order.amount_invalid': { vi: 'Số tiền không hợp lệ', en: 'Invalid amount' },
  'order.hours_invalid': {
    vi: 'Số giờ là số nguyên từ 1 đến 720',
    en: 'Hours must be a whole number from 1 to 720',
  },
  'order.text_too_long': { vi: 'Nội dung quá dài', en: 'The text is too long' },
  'order.lines_required': {
    vi: 'Đơn hàng cần ít nhất một sản phẩm',
    en: 'An order needs at least one product',
  },
  'order.too_many_lines': { vi: 'Một đơn tối đa 200 dòng', en: 'An order holds at most 200 lines' },
  'order.duplicate_line': {
    vi: 'Sản phẩm và đơn vị này đã có ở dòng khác',
    en: 'This product and unit are already on another line',
  },
  'order.no_price': {
    vi: 'Sản phẩm này chưa có giá áp dụng cho khách hàng',
    en: 'No price in force for this product for this customer',
  },
  'order.lines_without_price': {
    vi: 'Có {n} dòng chưa có giá áp dụng',
    en: '{n} line(s) have no price in force',
  },
  'order.unit_invalid': {
    vi: 'Sản phẩm không bán theo đơn vị này',
    en: 'The product is not sold in this unit',
  },
  'order.variant_inactive': { vi: 'Sản phẩm đã ngừng kinh doanh', en: 'The product is no longer sold' },
  'order.account_invalid': { vi: 'Khách đặt hàng không tồn tại', en: 'The ordering account does not exist' },
  'order.account_not_orderer': {
    vi: 'Tài khoản này không thuộc hệ thống đặt hàng (NPP, CHTH, KH, NVTT, CTV)',
    en: 'This account is not in an ordering system (NPP, CHTH, KH, NVTT, CTV)',
  },
  'order.account_out_of_scope': {
    vi: 'Bạn không được đặt hàng cho tài khoản này',
    en: 'You may not order for this account',
  },
  'order.seller_invalid': {
    vi: 'Nhà phân phối bán hàng không hợp lệ',
    en: 'The selling distributor is invalid',
  },
  'order.order_type_invalid': { vi: 'Loại đơn không hợp lệ', en: 'Invalid order type' },
  'order.flow_invalid': {
    vi: 'Luồng duyệt không tồn tại, đã ngừng hoặc không dùng cho hệ thống này',
    en: 'The approval flow does not exist, is not in use or not for this system',
  },
  'order.status_not_allowed': {
    vi: 'Trạng thái hiện tại của đơn không cho phép thao tác này',
    en: 'The order’s current status does not allow this action',
  },
  'order.reason_required': { vi: 'Vui lòng nhập lý do', en: 'Please give a reason' },
  'order.not_editable': {
    vi: 'Đơn đã xuất giao, không sửa được nữa',
    en: 'The order has shipped and can no longer be edited',
  },
  'order.not_your_order': {
    vi: 'Bạn chỉ thao tác được trên đơn của mình',
    en: 'You can only act on your own orders',
  },
  'order.self_approval': {
    vi: 'Không được tự duyệt đơn của chính mình',
    en: 'You cannot approve your own order',
  },
  'order.not_your_step': {
    vi: 'Bạn không thuộc phòng duyệt của bước đang chờ',
    en: 'You are not an approver of the waiting step',
  },
  'order.step_taken': {
    vi: 'Bước duyệt này vừa được người khác xử lý, vui lòng tải lại đơn',
    en: 'Someone else has just decided this step; reload the order',
  },
  'order.changed_meanwhile': {
    vi: 'Đơn vừa được người khác thay đổi, vui lòng tải lại',
    en: 'The order was changed meanwhile; reload it',
  },
  'order.credit_step_missing': {
    vi: 'Đơn vượt hạn mức công nợ nhưng luồng duyệt không có bước duyệt công nợ',
    en: 'The order exceeds the credit limit but its flow has no credit step',
  },
  'order.flow_not_found': { vi: 'Không tìm thấy luồng duyệt', en: 'Approval flow not found' },
  'order.flow_name_taken': { vi: 'Tên luồng duyệt đã tồn tại', en: 'A flow with this name already exists' },
  'order.flow_steps_required': { vi: 'Luồng cần ít nhất một bước', en: 'A flow needs at least one step' },
  'order.flow_too_many_steps': { vi: 'Luồng tối đa 10 bước', en: 'A flow has at most 10 steps' },
  'order.room_invalid': { vi: 'Phòng không tồn tại', en: 'The room does not exist' },
  'order.flow_created': { vi: 'Đã tạo luồng duyệt', en: 'Approval flow created' },
  'order.flow_updated': { vi: 'Đã cập nhật luồng duyệt', en: 'Approval flow updated' },
  'order.my_flow_saved': { vi: 'Đã chọn luồng duyệt', en: 'Approval flow chosen' },
  'order.delegation_created': { vi: 'Đã ủy quyền duyệt', en: 'Delegation saved' },
  'order.delegation_deleted': { vi: 'Đã kết thúc ủy quyền', en: 'Delegation ended' },
  'order.delegation_not_found': { vi: 'Không tìm thấy ủy quyền', en: 'Delegation not found' },
  'order.delegation_self': { vi: 'Không thể ủy quyền cho chính mình', en: 'You cannot delegate to yourself' },
  'order.delegation_period': {
    vi: 'Thời điểm kết thúc phải sau thời điểm bắt đầu',
    en: 'The end must be after the start',
  },
  'order.deputy_invalid': { vi: 'Người được ủy quyền không hợp lệ', en: 'Invalid deputy' },
  'order.type_not_found': { vi: 'Không tìm thấy loại đơn', en: 'Order type not found' },
  'order.type_code_taken': { vi: 'Mã loại đơn đã tồn tại', en: 'This order type code already exists' },
  'order.type_code_invalid': {
    vi: 'Mã chỉ gồm chữ không dấu, số, - và _',
    en: 'The code may hold letters, digits, - and _ only',
  },
  'order.type_saved': { vi: 'Đã lưu loại đơn', en: 'Order type saved' },
  'order.payment_recorded': { vi: 'Đã ghi nhận thanh toán', en: 'Payment recorded' },
  'order.credit_limit_saved': { vi: 'Đã lưu hạn mức công nợ', en: 'Credit limit saved' },
  'order.partner_invalid': { vi: 'Đối tác không hợp lệ', en: 'Invalid partner' },
  'order.notify_waiting_title': { vi: 'Đơn hàng chờ duyệt', en: 'Order awaiting approval' },
  'order.notify_waiting_body': {
    vi: 'Đơn {code} của {name} ({total}) đang chờ bạn duyệt bước “{step}”',
    en: 'Order {code} of {name} ({total}) awaits your approval at step “{step}”',
  },
  'order.notify_decided_title': { vi: 'Cập nhật duyệt đơn hàng', en: 'Order approval update' },
  'order.notify_step_approved_body': {
    vi: 'Đơn {code} đã qua bước “{step}”, chuyển sang bước “{next}”',
    en: 'Order {code} passed step “{step}” and moves to “{next}”',
  },
  'order.notify_approved_body': { vi: 'Đơn {code} đã được duyệt', en: 'Order {code} was approved' },
  'order.notify_rejected_body': {
    vi: 'Đơn {code} bị từ chối ở bước “{step}”: {reason}',
    en: 'Order {code} was rejected at step “{step}”: {reason}',
  },
  'order.notify_reminder_title': { vi: 'Nhắc duyệt đơn hàng', en: 'Approval reminder' },
  'order.notify_reminder_body': {
    vi: 'Đơn {code} đã chờ duyệt bước “{step}” hơn {hours} giờ',
    en: 'Order {code} has waited more than {hours} hours at step “{step}”',
  },
  'order.notify_escalated_title': { vi: 'Đơn hàng chờ duyệt quá hạn', en: 'Order approval overdue' },
  'order.notify_escalated_body': {
    vi: 'Đơn {code} chờ duyệt bước “{step}” quá {hours} giờ, cần xử lý',
    en: 'Order {code} has waited over {hours} hours at step “{step}” and needs attention',
  },
  'order.notify_delivery_title': { vi: 'Giao hàng', en: 'Delivery' },
  'order.notify_loaded_body': {
    vi: 'Đơn {code} đã được xếp lên chuyến {shipment} (xe {plate}, tài xế {driver} – {phone}), dự kiến giao ngày {day}',
    en: 'Order {code} is loaded on shipment {shipment} ({plate}, driver {driver} – {phone}), due on {day}',
  },
  'order.notify_departed_body': {
    vi: 'Đơn {code} đang trên đường giao: xe {plate}, tài xế {driver} – {phone}',
    en: 'Order {code} is on the road: {plate}, driver {driver} – {phone}',
  },
  'order.notify_status_body': {
    vi: 'Đơn {code} chuyển sang trạng thái “{status}”',
    en: 'Order {code} is now “{status}”',
  },
  'order.auto_approved_reason': {
    vi: 'Không bước duyệt nào áp dụng cho đơn này',
    en: 'No approval step applies to this order',
  },
  'order.room_in_flows': {
    vi: 'Phòng đang là phòng duyệt của {n} bước trong luồng duyệt đơn hàng',
    en: 'The room approves {n} step(s) of order approval flows',
  },
  'order.variant_in_orders': {
    vi: 'Biến thể đã có trong {n} dòng đơn hàng',
    en: 'The variant is on {n} order line(s)',
  },
  'order.product_in_orders': {
    vi: 'Sản phẩm đã có trong {n} dòng đơn hàng',
    en: 'The product is on {n} order line(s)',
  },
} as const satisfies MessageCatalogue;
