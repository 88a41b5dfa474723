/** List answers are arrays; anything else (a stub, an older server) reads as empty instead of crashing. */
export function asList<T>(data: T[]): T[] {
  return Array.isArray(data) ? data : [];
}
