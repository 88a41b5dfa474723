import type { Locale, ProductExportQuery } from '@kenh/contract';
import type { Db } from '../../platform/db/database.js';
import { categoryRows } from './category.repository.js';
import { importTemplate, productSheet, variantUnitSheet, type VariantUnitLine } from './product-excel.js';
import { variantViews } from './product-view.js';
import type { ProductService } from './product.service.js';
import { allUnits } from './unit.repository.js';
import { variantsOfProducts } from './variant.repository.js';

/** Most products one export writes (the list's filters narrow it further). */
const EXPORT_MAX_PRODUCTS = 20_000;
/** Products whose variants are read per statement. */
const CHUNK = 500;

/** The product export (with the list filters) and the import template. */
export function createProductExport(db: Db, products: ProductService) {
  return {
    async workbook(query: ProductExportQuery, locale: Locale): Promise<Buffer> {
      const { t, c, ...filters } = query;
      const page = await products.list({
        ...filters,
        direction: t === 'ALL' ? undefined : t === 'OUT' ? 'out' : 'in',
        page: 0,
        page_size: EXPORT_MAX_PRODUCTS,
      });
      if (c === 'P') return productSheet(page.results, locale);
      const lines: VariantUnitLine[] = [];
      for (let i = 0; i < page.results.length; i += CHUNK) {
        const chunk = page.results.slice(i, i + CHUNK);
        const byId = new Map(chunk.map((p) => [p.id, p]));
        const variants = await variantViews(db, await variantsOfProducts(db, [...byId.keys()]));
        const byProduct = new Map<number, typeof variants>();
        for (const v of variants) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
        for (const product of chunk) {
          for (const variant of byProduct.get(product.id) ?? []) {
            for (const unit of variant.units) lines.push({ product, variant, unit });
          }
        }
      }
      return variantUnitSheet(lines, locale);
    },

    /** Two sample rows (one product in two flavours) naming units and a category that exist. */
    async template(): Promise<Buffer> {
      const [units, categories] = await Promise.all([allUnits(db, true), categoryRows(db, 'out')]);
      const base = units.find((u) => u.code.toLowerCase() === 'lon') ?? units[0];
      const box = units.find((u) => u.code.toLowerCase() === 'thung') ?? units[1];
      const sample = {
        direction: 'OUT',
        product_code: 'SPMAU01',
        product_name: 'Nước ngọt có ga Mẫu',
        category: categories[0]?.code ?? '',
        brand: 'Thương hiệu Mẫu',
        description: '',
        units_per_box: '24',
        base_unit: base?.code ?? 'lon',
        unit2: box?.code ?? 'thung',
        factor2: '24',
      };
      return importTemplate([
        { ...sample, options: 'Hương vị: Cam; Dung tích: 330ml', base_barcode: '8930000000019' },
        { ...sample, options: 'Hương vị: Chanh; Dung tích: 330ml', base_barcode: '8930000000026' },
      ]);
    },
  };
}
