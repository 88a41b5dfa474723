import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { qrPath } from './qr-matrix';
import { useQrTexts } from './texts';
import './qr.css';

export interface QrCodeProps {
  /** What the code holds (a partner's QR data). */
  value: string;
  /** Side in CSS pixels. */
  size?: number;
}

/** A QR code drawn as SVG (sharp on screen and paper, no image request). */
export function QrCode({ value, size = 176 }: QrCodeProps) {
  const texts = useQrTexts();
  const symbol = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={texts.code}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${symbol.size} ${symbol.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={symbol.size} height={symbol.size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}

export interface PrintableQrProps extends QrCodeProps {
  /** Printed under the code (the partner's code and name). */
  caption: string;
}

/**
 * A QR code with its caption and a print button: printing shows only this code and caption on the
 * page (the print style sheet hides the rest), so a distributor's or store's code can be stuck on
 * the counter.
 */
export function PrintableQr({ value, caption, size }: PrintableQrProps) {
  const texts = useQrTexts();
  const [printing, setPrinting] = useState(false);
  const print = () => {
    // Marks this code as the one to print, so a page with several codes prints only the chosen one.
    setPrinting(true);
    const done = () => {
      setPrinting(false);
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    // Let React apply the class before the browser lays out the printed page.
    setTimeout(() => window.print(), 0);
  };
  return (
    <figure className={`kenh-qr-print${printing ? ' kenh-qr-print--printing' : ''}`} style={{ margin: 0 }}>
      <QrCode value={value} size={size} />
      <figcaption className="kenh-qr-print__caption">{caption}</figcaption>
      <Button className="kenh-qr-print__button" icon={<PrinterOutlined />} onClick={print}>
        {texts.print}
      </Button>
    </figure>
  );
}
