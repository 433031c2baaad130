import { QRCodeSVG } from 'qrcode.react';
import { scanUrl } from '../../codeScanPage/scan-url';

/**
 * The note's link to the public scan page (/codeScanPage?code=…): a consignee's phone camera opens the
 * waybill's status, stops and temperature compliance without signing in.
 */
export function ScanQr(props: { code: string }) {
  const url = scanUrl(window.location.origin, props.code);
  return (
    <div className="tms-print-scanqr" data-testid="print-scan-qr" data-url={url}>
      <QRCodeSVG value={url} size={56} level="M" marginSize={0} />
    </div>
  );
}
