import type { AcceptedUploadType } from '@kenh/contract';

/**
 * Upload types are recognised by their bytes, never by the name or the mimetype the client claims:
 * images (PNG, JPEG, GIF, WebP), PDF, Office Open XML (a zip holding `[Content_Types].xml` and the
 * part folder of Word, Excel or PowerPoint) and legacy Office (a compound file holding the
 * document stream of Word, Excel or PowerPoint). Anything else is `null`.
 */
export function detectFileType(data: Buffer): AcceptedUploadType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(data, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return officeOpenXmlType(data);
  if (startsWith(data, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return legacyOfficeType(data);
  return null;
}

/** Images are the only types shown inline; everything else downloads as an attachment. */
export function isInlineImage(mime: string): boolean {
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(mime);
}

function startsWith(data: Buffer, bytes: number[]): boolean {
  return data.length >= bytes.length && bytes.every((b, i) => data[i] === b);
}

function ascii(data: Buffer, start: number, end: number): string {
  return data.length >= end ? data.toString('latin1', start, end) : '';
}

/** Entry names from the zip's central directory (found through the end-of-central-directory record). */
function zipEntryNames(data: Buffer): string[] | null {
  const minEocd = 22;
  if (data.length < minEocd) return null;
  const lowest = Math.max(0, data.length - minEocd - 0xffff);
  let eocd = -1;
  for (let i = data.length - minEocd; i >= lowest; i--) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let offset = data.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > data.length || data.readUInt32LE(offset) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(offset + 28);
    const extraLength = data.readUInt16LE(offset + 30);
    const commentLength = data.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > data.length) return null;
    names.push(data.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function officeOpenXmlType(data: Buffer): AcceptedUploadType | null {
  const names = zipEntryNames(data);
  if (!names?.includes('[Content_Types].xml')) return null;
  if (names.some((n) => n.startsWith('word/'))) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (names.some((n) => n.startsWith('xl/'))) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  if (names.some((n) => n.startsWith('ppt/'))) {
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  }
  return null;
}

const ENDOFCHAIN = 0xfffffffe;

/**
 * Stream names in a compound file's root directory: header → FAT (through the header's DIFAT
 * entries, enough for files up to several hundred MB) → directory sector chain → 128-byte entries.
 */
function compoundFileEntryNames(data: Buffer): string[] | null {
  if (data.length < 512) return null;
  const sectorShift = data.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const sector = data.readUInt32LE(0x4c + i * 4);
    if (sector >= 0xfffffffa) break;
    fatSectors.push(sector);
  }
  const fatEntry = (index: number): number => {
    const perSector = sectorSize / 4;
    const fatSector = fatSectors[Math.floor(index / perSector)];
    if (fatSector === undefined) return ENDOFCHAIN;
    const at = sectorOffset(fatSector) + (index % perSector) * 4;
    return at + 4 <= data.length ? data.readUInt32LE(at) : ENDOFCHAIN;
  };
  const names: string[] = [];
  let sector = data.readUInt32LE(0x30);
  for (let guard = 0; sector < 0xfffffffa && guard < 10_000; guard++) {
    const start = sectorOffset(sector);
    if (start + sectorSize > data.length) break;
    for (let at = start; at < start + sectorSize; at += 128) {
      const nameBytes = data.readUInt16LE(at + 0x40);
      if (nameBytes >= 2 && nameBytes <= 64) names.push(data.toString('utf16le', at, at + nameBytes - 2));
    }
    sector = fatEntry(sector);
  }
  return names;
}

function legacyOfficeType(data: Buffer): AcceptedUploadType | null {
  const names = compoundFileEntryNames(data);
  if (!names) return null;
  if (names.includes('WordDocument')) return 'application/msword';
  if (names.includes('Workbook') || names.includes('Book')) return 'application/vnd.ms-excel';
  if (names.includes('PowerPoint Document')) return 'application/vnd.ms-powerpoint';
  return null;
}
