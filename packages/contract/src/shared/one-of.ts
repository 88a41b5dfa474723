/** Whether `value` is one of a constant list (`isOneOf(GENDERS, value)` narrows it to a gender). */
export function isOneOf<T>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
