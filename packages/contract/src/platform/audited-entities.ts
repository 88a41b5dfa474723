import { isOneOf } from '../shared/one-of.js';

/**
 * Every kind of record the audit trail writes, in one union: `recordAudit` takes only these, and
 * the server refuses to start unless each has a record access rule (who may read its history and
 * its files). A module adding an audited record adds its name here.
 */
export const AUDITED_ENTITIES = [
  'account',
  'password_request',
  'role',
  'user_group',
  'room',
  'account_grant',
  'data_scope',
  'account_setting',
  'area',
  'zone',
  'position',
  'office',
  'org_unit',
  'org_unit_type',
  'company_profile',
  'staff',
  'employee_contract',
  'notification',
  'notification_batch',
  'push_token',
  'partner',
  'partner_bank',
  'store_standard',
  'nvtt_standard',
  'product',
  'product_variant',
  'product_category',
  'unit',
  'price_list',
  'order',
  'order_flow',
  'order_type',
  'order_delegation',
  'order_payment',
  'order_credit_limit',
  'warehouse',
  'stock_receipt',
  'warehouse_settings',
  'driver',
  'vehicle',
  'shipment',
] as const;

export type AuditedEntity = (typeof AUDITED_ENTITIES)[number];

export function isAuditedEntity(value: string): value is AuditedEntity {
  return isOneOf(AUDITED_ENTITIES, value);
}
