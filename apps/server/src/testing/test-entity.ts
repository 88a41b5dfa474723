import type { AuditedEntity } from '@kenh/contract';

/**
 * A record kind only a platform test knows (e.g. `test_doc`), typed as an audited one so the test
 * can register a rule and write a trail for it without adding it to the contract's list.
 */
export function testEntity(name: `test_${string}`): AuditedEntity {
  return name as AuditedEntity;
}
