import { useCallback } from 'react';
import { useLocale } from '../../platform/layout';
import { EMPLOYEE_CONTRACT_NS, employeeContractResources, type EmployeeContractMessages } from './locales';

// The texts are read straight from the module's catalogue (typed, no i18next namespace needed); the
// app may still list `employeeContractResources` in RESOURCES.

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ContractTextKey = Leaves<EmployeeContractMessages>;

/**
 * The module's texts in the page's language: `tc('fields.staff')`, `tc('total', { total: 3 })`.
 * Keys are checked against the Vietnamese catalogue; English has every key (`Translation<typeof vi>`).
 */
export function useContractTexts() {
  const locale = useLocale();
  return useCallback(
    (key: ContractTextKey, values: Record<string, string | number> = {}): string => {
      let node: unknown = employeeContractResources[locale][EMPLOYEE_CONTRACT_NS];
      for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
      const template = typeof node === 'string' ? node : key;
      return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
        name in values ? String(values[name]) : match,
      );
    },
    [locale],
  );
}
