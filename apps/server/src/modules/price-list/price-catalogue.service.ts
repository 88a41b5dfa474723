import type { z } from 'zod';
import {
  PRICE_SYSTEMS,
  priceListApi,
  type AccountPricedProduct,
  type Page,
  type PriceSystem,
  type PublicPricedProduct,
  type productWithPriceQuery,
  type resolvePricesBody,
  type resolvePricesSchema,
} from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { badRequest, conflict } from '../../platform/http/app-error.js';
import { accountPlacementOf } from './price-list.repository.js';
import { priceKey, resolvePrices, type PriceContext, type ResolvedLinePrice } from './price-resolver.js';
import {
  catalogueRows,
  catalogueVersion,
  pricedProductIds,
  type CatalogueRow,
} from './public-catalogue.repository.js';

type CatalogueQuery = z.infer<typeof productWithPriceQuery>;
type ResolveBody = z.infer<typeof resolvePricesBody>;

/** E-commerce customers (`KH`), system-wide: what the public call prices. */
export const PUBLIC_PRICE_CONTEXT: PriceContext = {
  system: 'KH',
  areaId: null,
  zoneId: null,
  accountId: null,
};

const isPriceSystem = (type: string): type is PriceSystem =>
  (PRICE_SYSTEMS as readonly string[]).includes(type);

interface PricedUnit {
  row: CatalogueRow;
  price: ResolvedLinePrice;
}

/** Groups priced rows into products → variants → units; variants without a price are left out. */
function grouped(rows: CatalogueRow[], prices: Map<string, ResolvedLinePrice>) {
  const products = new Map<number, { first: CatalogueRow; variants: Map<number, PricedUnit[]> }>();
  for (const row of rows) {
    const price = prices.get(priceKey(row.variantId, row.unitId));
    if (!price) continue;
    const product = products.get(row.productId) ?? { first: row, variants: new Map<number, PricedUnit[]>() };
    products.set(row.productId, product);
    const units = product.variants.get(row.variantId) ?? [];
    product.variants.set(row.variantId, [...units, { row, price }]);
  }
  return [...products.values()];
}

/** Answers kept per catalogue version; a new version makes the old entries unreachable. */
const CACHE_ENTRIES = 256;

/** A small least-recently-used map: the oldest entry goes when it is full. */
function lruCache<V>(size: number) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * Shares one run of `read` among the calls that arrive while another run is in flight. A call never
 * joins a run that started before it arrived (that run's snapshot could miss a change committed
 * just before the call): it waits for the next run, which starts as the current one ends and is
 * shared by every call that arrived meanwhile. So each caller still reads the database as of after
 * its arrival, and the database runs one `read` at a time however many requests are waiting.
 */
function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const run = read().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

export interface PublicVersion {
  /** The catalogue version (lists in force, catalogue changes). */
  catalogue: string;
  /** The version with the query: one answer per key. */
  key: string;
}

const contextKey = (who: PriceContext) => `${who.system}/${who.areaId}/${who.zoneId}/${who.accountId}`;

/**
 * The products-with-price calls and the resolver endpoint, over the one resolver. What a page
 * shows depends only on the catalogue version (the lists in force and the catalogue's last
 * change): the priced products per version and search, and the public answers per version and
 * query (serialized, ready to send), are kept in memory, so an unchanged catalogue costs a
 * version read per request, shared by the requests that arrive together.
 */
export function createPriceCatalogueService(db: Db, now: () => Date = () => new Date()) {
  const pricedIds = lruCache<number[]>(CACHE_ENTRIES);
  const publicJson = lruCache<string>(CACHE_ENTRIES);
  // Asked on every public request: under load most requests share a run (see `coalesced`).
  const publicCatalogueVersion = coalesced(() => catalogueVersion(db, PUBLIC_PRICE_CONTEXT, now()));

  async function pricedPage(who: PriceContext, query: CatalogueQuery, version: string) {
    const at = now();
    const idsKey = `${contextKey(who)}|${version}|${query.search ?? ''}`;
    let all = pricedIds.get(idsKey);
    if (!all) {
      all = await pricedProductIds(db, who, at, query.search);
      pricedIds.set(idsKey, all);
    }
    const start = query.page * query.page_size;
    const rows = await catalogueRows(db, all.slice(start, start + query.page_size));
    const prices = await resolvePrices(
      db,
      who,
      at,
      rows.map((r) => ({ variantId: r.variantId, unitId: r.unitId })),
    );
    return { products: grouped(rows, prices), total: all.length };
  }

  /** The caller's own pricing context: a partner account of a priced system. */
  async function contextOfAccount(accountId: number, field?: string): Promise<PriceContext> {
    const account = await accountPlacementOf(db, accountId);
    if (!account) {
      if (field) throw badRequest('error.bad_request', [{ field, message: 'price-list.account_not_found' }]);
      throw conflict('price-list.no_price_system');
    }
    if (!isPriceSystem(account.type)) {
      if (field) throw badRequest('error.bad_request', [{ field, message: 'price-list.no_price_system' }]);
      throw conflict('price-list.no_price_system');
    }
    return { system: account.type, areaId: account.areaId, zoneId: account.zoneId, accountId: account.id };
  }

  return {
    /** What the public answer to a query depends on: its weak ETag is made from `key`. */
    async publicVersion(query: CatalogueQuery): Promise<PublicVersion> {
      const catalogue = await publicCatalogueVersion();
      return { catalogue, key: `${catalogue}|${query.page}|${query.page_size}|${query.search ?? ''}` };
    },

    /**
     * The public page of a version as the contract's JSON, once `publicProducts` has computed it:
     * parsed by the response schema then, so sending it as is keeps the answer to the contract.
     */
    cachedPublicJson(version: PublicVersion): string | undefined {
      return publicJson.get(version.key);
    },

    /** The public page of a version (from `publicVersion`); keeps its JSON for `cachedPublicJson`. */
    async publicProducts(query: CatalogueQuery, version: PublicVersion): Promise<Page<PublicPricedProduct>> {
      const { products, total } = await pricedPage(PUBLIC_PRICE_CONTEXT, query, version.catalogue);
      const page = {
        results: products.map(({ first, variants }) => ({
          code: first.productCode,
          name: first.productName,
          brand: first.brand,
          category: first.category,
          variants: [...variants.values()].map((units) => ({
            code: units[0]!.row.variantCode,
            name: units[0]!.row.variantName,
            option_values: units[0]!.row.optionValues,
            units: units.map(({ row, price }) => ({
              unit: row.unitName,
              factor: row.factor,
              price: price.price,
            })),
          })),
        })),
        total,
      };
      publicJson.set(version.key, JSON.stringify(priceListApi.publicProducts.response.parse(page)));
      return page;
    },

    async accountProducts(accountId: number, query: CatalogueQuery): Promise<Page<AccountPricedProduct>> {
      const who = await contextOfAccount(accountId);
      const { products, total } = await pricedPage(who, query, await catalogueVersion(db, who, now()));
      return {
        results: products.map(({ first, variants }) => ({
          product_id: first.productId,
          code: first.productCode,
          name: first.productName,
          brand: first.brand,
          category: first.category,
          variants: [...variants.values()].map((units) => ({
            variant_id: units[0]!.row.variantId,
            code: units[0]!.row.variantCode,
            name: units[0]!.row.variantName,
            option_values: units[0]!.row.optionValues,
            units: units.map(({ row, price }) => ({
              unit_id: row.unitId,
              unit: row.unitName,
              factor: row.factor,
              price: price.price,
              price_list_id: price.priceListId,
              revision: price.revision,
              scope_level: price.scopeLevel,
            })),
          })),
        })),
        total,
      };
    },

    async resolve(body: ResolveBody): Promise<z.infer<typeof resolvePricesSchema>> {
      const who = await contextOfAccount(body.account_id, 'account_id');
      const at = body.at ? new Date(body.at) : now();
      const lines = body.lines.map((l) => ({ variantId: l.variant_id, unitId: l.unit_id }));
      const prices = await resolvePrices(db, who, at, lines);
      return {
        at: at.toISOString(),
        account_id: body.account_id,
        system: who.system,
        lines: body.lines.map((l) => {
          const found = prices.get(priceKey(l.variant_id, l.unit_id));
          return {
            variant_id: l.variant_id,
            unit_id: l.unit_id,
            price: found?.price ?? null,
            price_list_id: found?.priceListId ?? null,
            price_list_code: found?.priceListCode ?? null,
            revision: found?.revision ?? null,
            scope_level: found?.scopeLevel ?? null,
          };
        }),
      };
    },
  };
}

export type PriceCatalogueService = ReturnType<typeof createPriceCatalogueService>;
