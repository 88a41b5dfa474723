import {
  amountInWordsOf,
  formatDate,
  formatVnd,
  groupThousands,
  type CompanyProfile,
  type Locale,
  type Order,
  type OrderDocumentKind,
} from '@kenh/contract';
import { translate } from '../../platform/http/locale.js';
import {
  createPdf,
  drawTable,
  numberPages,
  pdfBytes,
  type PdfColumn,
  type PdfDoc,
} from '../../platform/pdf/index.js';

type Label = (key: string, params?: Record<string, string | number>) => string;

const TITLE: Record<OrderDocumentKind, string> = {
  confirmation: 'order_document.title_confirmation',
  delivery: 'order_document.title_delivery',
};

/** Who signs: the preparer, then whoever approves the order or receives the goods. */
const SIGNERS: Record<OrderDocumentKind, readonly string[]> = {
  confirmation: ['order_document.prepared_by', 'order_document.approved_by'],
  delivery: ['order_document.prepared_by', 'order_document.received_by'],
};

/** `2.5` → `2,5%` (Vietnamese decimal comma); none for no discount. */
const percent = (value: number) => (value > 0 ? `${String(value).replace('.', ',')}%` : '');

const joined = (parts: readonly (string | null | undefined)[], separator = ' – ') =>
  parts.filter((part): part is string => Boolean(part)).join(separator);

function companyHeader(doc: PdfDoc, company: CompanyProfile, t: Label): void {
  if (!company.name) return;
  doc.font('bold').fontSize(11).text(company.name.toUpperCase());
  doc.font('regular').fontSize(9);
  const lines = [
    company.address,
    joined(
      [
        company.tax_code && `${t('order_document.tax_code')}: ${company.tax_code}`,
        company.phone && `${t('order_document.phone')}: ${company.phone}`,
      ],
      '   ',
    ),
    joined(
      [
        company.email && `${t('order_document.email')}: ${company.email}`,
        company.website && `${t('order_document.website')}: ${company.website}`,
      ],
      '   ',
    ),
    company.bank_account &&
      `${t('order_document.bank')}: ${joined([company.bank_account, company.bank_name])}`,
  ];
  for (const line of lines) if (line) doc.text(line);
  doc.moveDown();
}

function field(doc: PdfDoc, label: string, value: string): void {
  doc
    .font('bold')
    .text(`${label}: `, { continued: true })
    .font('regular')
    .text(value || '—');
}

function lineRows(order: Order): string[][] {
  return order.lines.map((line, index) => [
    String(index + 1),
    line.variant_code,
    line.variant_name,
    line.unit_name,
    groupThousands(String(line.quantity)),
    formatVnd(line.unit_price),
    percent(line.discount_percent),
    formatVnd(line.line_total),
  ]);
}

function lineColumns(t: Label): PdfColumn[] {
  return [
    { header: t('order_document.col_no'), width: 5, align: 'center' },
    { header: t('order_document.col_code'), width: 11 },
    { header: t('order_document.col_name'), width: 26 },
    { header: t('order_document.col_unit'), width: 7 },
    { header: t('order_document.col_quantity'), width: 7, align: 'right' },
    { header: t('order_document.col_unit_price'), width: 14, align: 'right' },
    { header: t('order_document.col_discount'), width: 9, align: 'right' },
    { header: t('order_document.col_amount'), width: 15, align: 'right' },
  ];
}

function totals(doc: PdfDoc, order: Order, t: Label, locale: Locale): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.moveDown(0.5);
  const rows: [string, number, boolean][] = [
    [t('order_document.subtotal'), order.subtotal, false],
    [t('order_document.discount'), order.discount, false],
    [t('order_document.total'), order.total, true],
  ];
  for (const [label, amount, strong] of rows) {
    doc
      .font(strong ? 'bold' : 'regular')
      .text(`${label}: ${formatVnd(amount)}`, left, doc.y, { width, align: 'right' });
  }
  doc.moveDown(0.3);
  doc
    .font('bold')
    .text(`${t('order_document.in_words')}: `, left, doc.y, { continued: true })
    .font('italic')
    .text(amountInWordsOf(order.total, locale));
  if (order.note) {
    doc.moveDown(0.3);
    field(doc, t('order_document.note'), order.note);
  }
}

function signatures(doc: PdfDoc, kind: OrderDocumentKind, t: Label): void {
  const blockHeight = 90;
  doc.moveDown(1.5);
  if (doc.y + blockHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const left = doc.page.margins.left;
  const width = (doc.page.width - left - doc.page.margins.right) / SIGNERS[kind].length;
  const top = doc.y;
  SIGNERS[kind].forEach((key, i) => {
    const x = left + i * width;
    doc.font('bold').fontSize(10).text(t(key), x, top, { width, align: 'center' });
    doc.font('italic').fontSize(8).text(t('order_document.sign_hint'), x, doc.y, { width, align: 'center' });
  });
  doc.font('regular').fontSize(10);
}

/**
 * The order as a PDF: the company header from the profile, the title of the kind, code and date
 * (dd/mm/yyyy in Vietnam), orderer, seller, delivery, the lines, totals with the amount in words,
 * the note and the signature blocks. Labels and the amount in words are in `locale`.
 */
export async function orderPdf(
  order: Order,
  company: CompanyProfile,
  kind: OrderDocumentKind,
  locale: Locale,
): Promise<Buffer> {
  const t: Label = (key, params) => translate(key, locale, params);
  const doc = createPdf({
    title: `${t(TITLE[kind])} ${order.code}`,
    ...(company.name ? { author: company.name } : {}),
  });

  companyHeader(doc, company, t);
  doc.font('bold').fontSize(16).text(t(TITLE[kind]), { align: 'center' });
  doc
    .font('regular')
    .fontSize(10)
    .text(
      `${t('order_document.code')}: ${order.code}   ${t('order_document.date')}: ${formatDate(order.created_at)}`,
      { align: 'center' },
    );
  doc.moveDown();

  field(doc, t('order_document.orderer'), order.account_name);
  field(
    doc,
    t('order_document.seller'),
    order.seller_name ?? company.name ?? t('order_document.seller_company'),
  );
  field(doc, t('order_document.delivery_address'), order.delivery_address);
  field(doc, t('order_document.receiver'), joined([order.receiver_name, order.receiver_phone]));
  doc.moveDown(0.5);

  doc.fontSize(9);
  drawTable(doc, lineColumns(t), lineRows(order));
  doc.fontSize(10);
  totals(doc, order, t, locale);
  signatures(doc, kind, t);
  numberPages(doc, (n, total) => t('order_document.page', { n, total }));
  return pdfBytes(doc);
}
