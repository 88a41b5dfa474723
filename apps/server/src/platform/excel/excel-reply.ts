import type { FastifyReply } from 'fastify';
import { todayInVietnam } from '@kenh/contract';
import { contentDisposition } from '../files/content-disposition.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `nhan-su-2026-11-25.xlsx`: the day is the one in Vietnam, so an export at 06:30 on 25/11 (23:30
 * UTC on 24/11) is named after the 25th, the day the user sees.
 */
export function excelFileName(base: string, now: Date = new Date()): string {
  return `${base}-${todayInVietnam(now)}.xlsx`;
}

/** The headers of a workbook download: xlsx, never cached, saved under `fileName`. */
export function workbookHeaders(reply: FastifyReply, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', XLSX_MIME)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', contentDisposition('attachment', fileName));
}

/** Sends a workbook as a download (bytes, not the JSON envelope). */
export function sendWorkbook(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return workbookHeaders(reply, fileName).send(body);
}
