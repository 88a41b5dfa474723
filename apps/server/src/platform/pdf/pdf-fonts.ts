import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from the `dejavu-fonts-ttf` npm package (Bitstream Vera licence, DejaVu changes in the
 * public domain): it covers every Vietnamese letter with its marks as precomposed glyphs, so a clean
 * clone's `npm install` brings the font and nothing is read from the machine's font folders.
 */
export const PDF_FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  italic: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'),
} as const;

export type PdfFont = keyof typeof PDF_FONTS;
