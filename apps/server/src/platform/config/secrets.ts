import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Secrets not given in the environment are generated on first start and kept in the data folder
 * (`secrets.json`, mode 0600), so tokens and keys stay valid across restarts without any setup.
 */
export function loadOrCreateSecret<T>(dataDir: string, name: string, generate: () => T): T {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  if (name in stored) return stored[name] as T;
  const value = generate();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify({ ...stored, [name]: value }, null, 2), { mode: 0o600 });
  return value;
}
