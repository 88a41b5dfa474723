export * from './QrCode';
export { qrPath } from './qr-matrix';
