import { and, eq, inArray, like, not, or, sql, type SQL } from 'drizzle-orm';
import { DEPUTY_WORD, ROLE_TITLES, type DerivedRole } from '@kenh/contract';
import { accounts } from './account.tables.js';

/**
 * The account's position folded as `foldVietnamese` folds it: `fold_text` (lower case, no marks),
 * punctuation dropped, whitespace runs made one space, ends trimmed — so the titles of
 * `ROLE_TITLES` compare equal to what `deriveRole` sees.
 */
const foldedPosition = sql`btrim(regexp_replace(regexp_replace(fold_text(coalesce(${accounts.position}, '')), '[[:punct:]]+', '', 'g'), '[[:space:]]+', ' ', 'g'))`;

const notSuperuser = eq(accounts.isSuperuser, false);
const deputy = or(eq(foldedPosition, DEPUTY_WORD), like(foldedPosition, `${DEPUTY_WORD} %`))!;
const everyTitle = Object.values(ROLE_TITLES).flat();

/**
 * Accounts whose derived role (`deriveRole(position, is_superuser)`, spec §6) is `role`, in SQL, from
 * the same title rules; a dropdown filter over few rows, so no index is needed.
 */
export function derivedRoleCondition(role: DerivedRole): SQL {
  switch (role) {
    case 'SUPER':
      return eq(accounts.isSuperuser, true);
    case 'AD':
      return and(notSuperuser, not(deputy), not(inArray(foldedPosition, everyTitle)))!;
    case 'MASTER':
      return and(notSuperuser, or(deputy, inArray(foldedPosition, [...ROLE_TITLES.MASTER])))!;
    case 'STAFF':
    case 'GSKV':
    case 'TV':
      return and(notSuperuser, not(deputy), inArray(foldedPosition, [...ROLE_TITLES[role]]))!;
  }
}
