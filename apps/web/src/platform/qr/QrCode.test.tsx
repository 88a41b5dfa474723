import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintableQr } from './QrCode';
import { QUIET_ZONE, qrPath } from './qr-matrix';

afterEach(() => {
  Reflect.deleteProperty(window, 'print');
});

describe('QR code', () => {
  it('draws the symbol of the text with its quiet zone', () => {
    const short = qrPath('NPP-0001');
    // Version 1 (21 modules) plus the quiet zone on both sides.
    expect(short.size).toBe(21 + QUIET_ZONE * 2);
    // The top-left finder pattern starts at the quiet zone's edge.
    expect(short.path.startsWith(`M${QUIET_ZONE} ${QUIET_ZONE}h1v1h-1z`)).toBe(true);
    expect(qrPath('https://kenh.vn/partner/' + 'x'.repeat(80)).size).toBeGreaterThan(short.size);
    expect(qrPath('a').path).not.toBe(qrPath('b').path);
  });

  it('prints only the chosen code', async () => {
    // happy-dom has no print dialog: the call is caught here.
    const print = vi.fn();
    Object.defineProperty(window, 'print', { value: print, configurable: true });
    render(<PrintableQr value="NPP-0001" caption="NPP-0001 · Nhà phân phối An Phát" />);
    expect(screen.getByRole('img', { name: 'Mã QR' }).getAttribute('data-value')).toBe('NPP-0001');
    expect(screen.getByText('NPP-0001 · Nhà phân phối An Phát')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /In mã QR/ }));
    await vi.waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.kenh-qr-print--printing')).not.toBeNull();
    window.dispatchEvent(new Event('afterprint'));
    await vi.waitFor(() => expect(document.querySelector('.kenh-qr-print--printing')).toBeNull());
  });
});
