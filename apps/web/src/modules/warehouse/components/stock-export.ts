import { endpointUrl, STOCK_EXPORT_PATH, type StockExportQuery } from '@kenh/contract';
import { datedFileName, type ListExport } from '../../../platform/pages';

/** The stock report's Excel file with the filters on screen (the same `stock_quantity` filters). */
export function stockExport(
  filter: Partial<StockExportQuery> & Pick<StockExportQuery, 'group_by'>,
): ListExport {
  const query = Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined && value !== null),
  );
  return {
    path: endpointUrl(STOCK_EXPORT_PATH, undefined, query),
    fileName: datedFileName('ton-kho', 'xlsx'),
  };
}
