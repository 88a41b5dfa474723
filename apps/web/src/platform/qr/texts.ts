import { defineTexts } from '../pages/namespace-texts';

const vi = { print: 'In mã QR', code: 'Mã QR' };
const en: typeof vi = { print: 'Print QR code', code: 'QR code' };

/** Texts of the shared QR components (namespace `qr`). */
export const useQrTexts = defineTexts('qr', { vi, en });
