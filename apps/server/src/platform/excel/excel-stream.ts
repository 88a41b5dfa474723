import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EXPORT_ROWS_HEADER } from '@kenh/contract';
import type { ExcelColumn } from './excel-columns.js';
import { workbookHeaders } from './excel-reply.js';
import { startTableStream } from './excel-writer.js';

/**
 * Answers a one-sheet workbook (the header and typed cells of `tableWorkbook`) whose rows come from
 * `rows` while they are read: nothing is collected, so memory stays flat whatever the row count.
 *
 * - Rows are pulled only while the writer keeps up (`addRow` answers false when about 1 MB of XML
 *   waits for the compressor): a slow client stops the compressor, which stops the reading, so memory
 *   stays flat instead of holding the export.
 * - A client that goes away destroys the outgoing stream: the loop stops and leaves `rows` (its
 *   `finally` runs), so no further batch is read.
 * - A failure after the first bytes cannot become an error answer: it is logged and the response is
 *   cut, so the client sees a broken download, never a complete-looking file with rows missing.
 *
 * Resolves when the file was written, cut or abandoned; the handler then returns `reply`.
 */
export async function streamTableWorkbook<Row>(
  reply: FastifyReply,
  fileName: string,
  sheetName: string,
  columns: readonly ExcelColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: { rowCount?: number } = {},
): Promise<void> {
  const out = new PassThrough();
  workbookHeaders(reply, fileName);
  if (options.rowCount !== undefined) reply.header(EXPORT_ROWS_HEADER, String(options.rowCount));
  const table = startTableStream(out, sheetName, columns, { sharedStrings: false });
  void reply.send(out);
  // A client that leaves while the writer waits would leave it waiting for a reader forever.
  const closed = new Promise<void>((resolve) => out.once('close', resolve));
  try {
    for await (const row of rows) {
      if (out.destroyed) return;
      if (!table.addRow(row)) await Promise.race([table.drained(), closed]);
    }
    if (out.destroyed) return;
    await Promise.race([table.finish(), closed]);
  } catch (error) {
    reply.log.error({ err: error, fileName }, 'streamed Excel export failed; the response is cut');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
