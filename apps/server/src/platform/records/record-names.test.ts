import { describe, expect, it } from 'vitest';
import { testEntity } from '../../testing/test-entity.js';
import { RecordNameRegistry } from './record-names.js';

const CONTRACT = testEntity('test_contract');
const PERSON = testEntity('test_person');
const ROLE = testEntity('test_role');
const PEOPLE = new Map([
  [3, 'Bùi Thị Hương'],
  [4, 'Trần Văn Nam'],
]);

function registry() {
  const names = new RecordNameRegistry();
  const asked: number[][] = [];
  names.provideNamer(PERSON, (ids) => {
    asked.push(ids);
    return Promise.resolve(new Map([...PEOPLE].filter(([id]) => ids.includes(id))));
  });
  names.declareReferences(CONTRACT, { signer_id: PERSON, staff_id: PERSON, witness_ids: PERSON });
  return { names, asked };
}

describe('RecordNameRegistry', () => {
  it('names the records the changes point at, per field, asking each kind once', async () => {
    const { names, asked } = registry();
    const found = await names.namesIn('test_contract', [
      { signer_id: { from: null, to: 3 }, staff_id: { from: '4', to: 4 }, basic_salary: { from: 1, to: 2 } },
      { signer_id: { from: 3, to: 99 }, witness_ids: { from: [], to: [4, 3, 'x'] } },
    ]);
    expect(found).toEqual({
      signer_id: { 3: 'Bùi Thị Hương' },
      staff_id: { 4: 'Trần Văn Nam' },
      witness_ids: { 3: 'Bùi Thị Hương', 4: 'Trần Văn Nam' },
    });
    expect(asked).toHaveLength(1);
    expect([...asked[0]!].sort()).toEqual([3, 4, 99]);
  });

  it('names nothing for a kind without references, and asks nobody for a page without ids', async () => {
    const { names, asked } = registry();
    expect(await names.namesIn('test_person', [{ signer_id: { from: null, to: 3 } }])).toEqual({});
    expect(await names.namesIn('test_contract', [{ signer_id: { from: null, to: null } }])).toEqual({});
    expect(asked).toEqual([]);
  });

  it('refuses a reference to a kind nobody names, and a kind named or declared twice', () => {
    const { names } = registry();
    expect(() => names.assertComplete()).not.toThrow();
    names.declareReferences(ROLE, { owner_id: testEntity('test_owner') });
    expect(() => names.assertComplete()).toThrow('test_role.owner_id → test_owner');
    expect(() => names.provideNamer(PERSON, () => Promise.resolve(new Map<number, string>()))).toThrow(
      'provided twice',
    );
    expect(() => names.declareReferences(CONTRACT, {})).toThrow('declared twice');
  });
});
