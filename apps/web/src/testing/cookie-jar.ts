/** One `document.cookie` write as the browser received it. */
export interface CookieWrite {
  name: string;
  value: string;
  attributes: Record<string, string>;
}

/**
 * Replaces `document.cookie` with an in-memory jar that remembers every write and its attributes
 * (Max-Age, Path…), so tests can check lifetimes the DOM does not expose. `Max-Age=0` deletes.
 */
export function installCookieJar() {
  const jar = new Map<string, string>();
  const writes: CookieWrite[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (raw: string) => {
      const [pair = '', ...rest] = raw.split(';');
      const index = pair.indexOf('=');
      const name = decodeURIComponent(pair.slice(0, index).trim());
      const value = pair.slice(index + 1).trim();
      const attributes = Object.fromEntries(
        rest.map((part) => {
          const [key = '', ...v] = part.trim().split('=');
          return [key.toLowerCase(), v.join('=')];
        }),
      );
      writes.push({ name, value: decodeURIComponent(value), attributes });
      if (attributes['max-age'] === '0') jar.delete(encodeURIComponent(name));
      else jar.set(encodeURIComponent(name), value);
    },
  });
  return {
    writes,
    /** The decoded value of a cookie, if set. */
    get: (name: string) => {
      const raw = jar.get(encodeURIComponent(name));
      return raw === undefined ? undefined : decodeURIComponent(raw);
    },
    set: (name: string, value: string) => jar.set(encodeURIComponent(name), encodeURIComponent(value)),
    lastWrite: (name: string) => writes.filter((w) => w.name === name).at(-1),
    clear: () => {
      jar.clear();
      writes.length = 0;
    },
  };
}

export type CookieJar = ReturnType<typeof installCookieJar>;

/** The jar every test shares (installed once per test file by `setup.ts`). */
export const cookies = installCookieJar();
