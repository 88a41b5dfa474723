import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  employeeContractLatestEnd,
  employeeContractRuleIssues,
} from './employee-contract.rules.js';

describe('employeeContractLatestEnd', () => {
  it('gives probation 60 days counting both ends', () => {
    expect(employeeContractLatestEnd('probation', '2026-01-01')).toBe('2026-03-01');
    expect(employeeContractLatestEnd('probation', '2028-01-01')).toBe('2028-02-29');
  });

  it('ends a fixed-term or seasonal contract the day before the same date N months later', () => {
    expect(employeeContractLatestEnd('fixed_12', '2026-01-01')).toBe('2026-12-31');
    expect(employeeContractLatestEnd('fixed_24', '2026-03-15')).toBe('2028-03-14');
    expect(employeeContractLatestEnd('fixed_36', '2026-01-31')).toBe('2029-01-30');
    expect(employeeContractLatestEnd('seasonal', '2027-02-28')).toBe('2028-02-27');
  });

  it('gives an indefinite contract no end date', () => {
    expect(employeeContractLatestEnd('indefinite', '2026-01-01')).toBeNull();
  });

  it('is the last end date the rules accept', () => {
    const signing = '2026-01-01';
    for (const type of ['probation', 'fixed_12', 'fixed_24', 'fixed_36', 'seasonal'] as const) {
      const end = employeeContractLatestEnd(type, '2026-01-10')!;
      expect(
        employeeContractRuleIssues(
          { contract_type: type, start_date: '2026-01-10', end_date: end, signing_date: signing },
          '2026-06-01',
        ),
      ).toEqual([]);
      const later = employeeContractRuleIssues(
        {
          contract_type: type,
          start_date: '2026-01-10',
          end_date: addCalendarDays(end, 1),
          signing_date: signing,
        },
        '2026-06-01',
      );
      expect(later.map((i) => i.field)).toEqual(['end_date']);
    }
  });
});
