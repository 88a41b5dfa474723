import { extractText, getDocumentProxy } from 'unpdf';

/** The text of each page as a PDF reader extracts it (through the fonts' ToUnicode maps). */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text.map((page) => page.normalize('NFC'));
}
