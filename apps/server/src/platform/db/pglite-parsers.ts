import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

type Parser = PGlite['parsers'][number];

/**
 * The types Drizzle's PGlite driver reads as the server's text (its session passes these parsers
 * with every query): timestamps, dates and intervals, and their arrays and numeric[] as the array's
 * text.
 */
const AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText: Parser = (value) => value;

/** Parser tables already found to be Drizzle's: every entry one of AS_TEXT, returning its text. */
const checked = new WeakSet<object>();

function isDrizzles(parsers: Record<number, Parser>): boolean {
  if (checked.has(parsers)) return true;
  const entries = Object.entries(parsers);
  const same =
    entries.length === AS_TEXT.length &&
    entries.every(
      ([type, parse]) => AS_TEXT.includes(Number(type)) && parse('text', Number(type)) === 'text',
    );
  if (same) checked.add(parsers);
  return same;
}

type QueryOptions = Parameters<PGlite['query']>[2];

function withoutDrizzlesParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !isDrizzles(options.parsers)) return options;
  const rest = { ...options };
  delete rest.parsers;
  return rest;
}

function adapt<Client extends PGlite | Transaction>(client: Client): Client {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query')
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          target.query(query, params, withoutDrizzlesParsers(options));
      if (property === 'transaction' && 'transaction' in target)
        return <T>(run: (tx: Transaction) => Promise<T>) => target.transaction((tx) => run(adapt(tx)));
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The PGlite client to hand to Drizzle. PGlite merges a query's own parsers into a copy of its whole
 * parser table (≈ 400 entries, one per array type) on every query; Drizzle passes its nine with
 * every query, which made that copy 35–40 % of a one-row query's time. The same nine are installed
 * in the client's table once, and Drizzle's per-query copy of them is dropped — any other parsers a
 * query brings still apply. Call after `PGlite.create` has loaded the array types (they would
 * otherwise replace the array entries).
 */
export function withDrizzleParsers(client: PGlite): PGlite {
  for (const type of AS_TEXT) client.parsers[type] = asText;
  return adapt(client);
}
