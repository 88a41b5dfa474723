import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteOffice } from '../api/offices';
import { useDeleteOrgUnit, useDeleteOrgUnitType } from '../api/org-units';
import { useDeletePosition } from '../api/positions';
import { useOrgTexts } from '../locales';

interface Named {
  id: number;
  name: string;
}

/**
 * Deleting a position, office, unit or unit type with the product's one delete confirmation; a
 * refusal shows the server's reason (a 409 naming what still holds the record, spec §8). Each call
 * resolves true when the record is gone.
 */
export function useDeleteRecord() {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const position = useDeletePosition();
  const office = useDeleteOffice();
  const unit = useDeleteOrgUnit();
  const unitType = useDeleteOrgUnitType();
  const ask = (kind: string, record: Named, remove: (id: number) => Promise<unknown>, done: string) =>
    confirmDelete({ kind, name: record.name, remove: () => remove(record.id), done: messageText(done) });
  return {
    position: (p: Named) =>
      ask(texts.kinds.position, p, position.mutateAsync, 'organization.position_deleted'),
    office: (o: Named) => ask(texts.kinds.office, o, office.mutateAsync, 'organization.office_deleted'),
    unit: (u: Named) => ask(texts.kinds.unit, u, unit.mutateAsync, 'organization.unit_deleted'),
    unitType: (t: Named) => ask(texts.kinds.unitType, t, unitType.mutateAsync, 'organization.type_deleted'),
  };
}
