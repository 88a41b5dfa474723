import { Card, Skeleton, Typography } from 'antd';
import { PrintableQr } from '../../../platform/qr';
import { useQrCodeData } from '../api/partners';
import { usePartnerTexts } from '../locales';

/** The partner's QR code (the server's signed text), printable on its own. */
export function PartnerQrCard({ id }: { id: number }) {
  const texts = usePartnerTexts();
  const qr = useQrCodeData(id);
  return (
    <Card title={texts.qr.title} size="small">
      {qr.data ? (
        <>
          <PrintableQr value={qr.data.text} caption={`${qr.data.code} · ${qr.data.fullname}`} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {texts.qr.hint}
          </Typography.Paragraph>
        </>
      ) : qr.error ? (
        <Typography.Text type="danger">{qr.error.message}</Typography.Text>
      ) : (
        <Skeleton.Node active style={{ width: 176, height: 176 }} />
      )}
    </Card>
  );
}
