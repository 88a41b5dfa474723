import { create } from 'qrcode';

/** Light modules around the symbol, as the QR standard asks for reliable scanning. */
export const QUIET_ZONE = 4;

/**
 * The SVG path of a QR symbol for `text` (error correction M) and its side in modules, quiet zone
 * included: one unit square per dark module, so the picture is exact at any size and prints sharp.
 */
export function qrPath(text: string): { path: string; size: number } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: parts.join(''), size: modules.size + QUIET_ZONE * 2 };
}
