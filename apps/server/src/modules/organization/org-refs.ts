import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.js';
import { offices, orgUnits, positions } from './organization.tables.js';

export interface OrgRef {
  id: number;
  code: string;
  name: string;
}

export async function findPosition(db: DbOrTx, id: number): Promise<OrgRef | null> {
  const [row] = await db
    .select({ id: positions.id, code: positions.code, name: positions.name })
    .from(positions)
    .where(eq(positions.id, id));
  return row ?? null;
}

export async function findOffice(db: DbOrTx, id: number): Promise<OrgRef | null> {
  const [row] = await db
    .select({ id: offices.id, code: offices.code, name: offices.name })
    .from(offices)
    .where(eq(offices.id, id));
  return row ?? null;
}

export async function findOrgUnit(db: DbOrTx, id: number): Promise<OrgRef | null> {
  const [row] = await db
    .select({ id: orgUnits.id, code: orgUnits.code, name: orgUnits.name })
    .from(orgUnits)
    .where(eq(orgUnits.id, id));
  return row ?? null;
}
