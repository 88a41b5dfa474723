import assert from 'node:assert/strict';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/**
 * Clicks what starts a download, checks the file's suggested name, and saves it as `dir/name`:
 * the saved file's path.
 */
export async function downloadFrom(
  page: Page,
  click: () => Promise<void>,
  save: { dir: string; name: string; expected: RegExp | string },
): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  if (typeof save.expected === 'string') assert.equal(download.suggestedFilename(), save.expected);
  else assert.match(download.suggestedFilename(), save.expected);
  const file = path.join(save.dir, save.name);
  await download.saveAs(file);
  return file;
}

/** An .xlsx file opened as the user's spreadsheet would: its first sheet. */
export async function firstSheet(file: string): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  return book.worksheets[0]!;
}
