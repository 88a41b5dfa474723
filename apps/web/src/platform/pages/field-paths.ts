/**
 * Every path react-hook-form can name in a form's values, at any depth, as it names them:
 * `login`, `login.username`, `relatives`, `relatives.0`, `relatives.0.fullname`. A server field
 * error whose `field` is one of them belongs under that field.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  // Files, dates and other class instances are single values, not groups of fields.
  if (values === null || typeof values !== 'object' || !isPlainGroup(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...fieldPaths(value, path)];
  });
}

function isPlainGroup(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}
