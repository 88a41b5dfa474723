import type { PriceList, PriceListSummary } from '@kenh/contract';
import type { PriceListRow } from './price-list.repository.js';
import { isoTimeOrNull } from '../../platform/db/iso-time.js';

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

export function summaryOf(row: PriceListRow): PriceListSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    system: row.system,
    scope_level: row.scopeLevel,
    targets: row.targets,
    effective_from: isoTimeOrNull(row.effectiveFrom),
    effective_to: isoTimeOrNull(row.effectiveTo),
    status: row.status,
    revision: row.revision,
    item_count: row.itemCount,
    image_count: Number(row.imageCount),
    cloned_from_id: row.clonedFromId,
    created_by: person(row.createdBy, row.createdByName),
    submitted_by: person(row.submittedBy, row.submittedByName),
    approved_by: person(row.approvedBy, row.approvedByName),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function viewOf(row: PriceListRow): PriceList {
  return {
    ...summaryOf(row),
    note: row.note,
    last_edited_by: person(row.updatedBy, row.updatedByName),
    rejected_by: person(row.rejectedBy, row.rejectedByName),
    rejection_reason: row.rejectionReason,
    submitted_at: isoTimeOrNull(row.submittedAt),
    approved_at: isoTimeOrNull(row.approvedAt),
    rejected_at: isoTimeOrNull(row.rejectedAt),
    activated_at: isoTimeOrNull(row.activatedAt),
    ended_at: isoTimeOrNull(row.endedAt),
  };
}

/** The fields the audit trail keeps for a list (its rows are audited as price changes). */
export function snapshotOf(view: PriceList): Record<string, unknown> {
  return {
    name: view.name,
    note: view.note,
    system: view.system,
    scope_level: view.scope_level,
    targets: view.targets.map((t) => t.id),
    effective_from: view.effective_from,
    effective_to: view.effective_to,
    status: view.status,
    revision: view.revision,
    item_count: view.item_count,
    rejection_reason: view.rejection_reason,
  };
}
