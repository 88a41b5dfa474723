import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/content-disposition.js';

export const PDF_MIME = 'application/pdf';

/** Sends a PDF as a download (bytes, not the JSON envelope), never cached. */
export function sendPdf(reply: FastifyReply, fileName: string, body: Buffer): FastifyReply {
  return reply
    .header('Content-Type', PDF_MIME)
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .send(body);
}
