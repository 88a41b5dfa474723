import type { ExplainAccess } from '@kenh/contract';
import { fill } from '../../../platform/pages';
import type { accessVi } from '../locales/vi';

type ExplainTexts = (typeof accessVi)['explain'];

/** Names of areas and zones by id, to say the scope in words; an id without a name stays a number. */
export interface PlaceNames {
  areas: ReadonlyMap<number, string>;
  zones: ReadonlyMap<number, string>;
}

/** The answer in sentences, in the order the checks run: account, permission, record rule. */
export function explainReasons(
  answer: ExplainAccess,
  texts: ExplainTexts,
  places: PlaceNames = { areas: new Map(), zones: new Map() },
): string[] {
  const reasons: string[] = [];
  if (!answer.account.is_active) reasons.push(texts.inactive);
  if (answer.account.is_superuser) {
    reasons.push(texts.superuser);
    return reasons;
  }
  const { permission, record, scope } = answer;
  if (record.own_record) reasons.push(texts.ownRecord);
  if (permission.required.length === 0) reasons.push(texts.noneRequired);
  else reasons.push(fill(texts.required, { codes: permission.required.join(', ') }));
  if (permission.granted) {
    for (const source of permission.sources) {
      const name = source.name ?? '';
      const by =
        source.source === 'direct'
          ? texts.sourceDirect
          : fill(
              source.source === 'role'
                ? texts.sourceRole
                : source.source === 'group'
                  ? texts.sourceGroup
                  : texts.sourceRoom,
              { name },
            );
      const sentence = fill(texts.grantedBy, { code: source.code, source: by });
      reasons.push(source.via === 'module' ? `${sentence} ${texts.viaModule}` : sentence);
    }
  } else if (permission.required.length > 0 && !record.own_record) {
    reasons.push(
      fill(texts.notGranted, { codes: permission.required.join(', '), key: answer.account.permission_key }),
    );
  }
  if (record.rule === 'unscoped') reasons.push(texts.unscoped);
  else if (record.in_scope === true) reasons.push(texts.inScope);
  else if (record.in_scope === false && !record.own_record)
    reasons.push(fill(texts.outOfScope, { scope: scopeText(scope, texts, places) }));
  if (scope.unrestricted && record.rule === 'scoped') reasons.push(texts.scopeUnrestricted);
  return reasons;
}

function scopeText(scope: ExplainAccess['scope'], texts: ExplainTexts, places: PlaceNames): string {
  const named = (ids: readonly number[], names: ReadonlyMap<number, string>) =>
    ids.map((id) => names.get(id) ?? String(id)).join(', ');
  const parts = [
    scope.area_ids.length > 0 ? fill(texts.scopeAreas, { ids: named(scope.area_ids, places.areas) }) : null,
    scope.zone_ids.length > 0 ? fill(texts.scopeZones, { ids: named(scope.zone_ids, places.zones) }) : null,
    scope.account_ids.length > 0 ? fill(texts.scopeAccounts, { ids: scope.account_ids.join(', ') }) : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? `{${parts.join('; ')}}` : texts.scopeNothing;
}
