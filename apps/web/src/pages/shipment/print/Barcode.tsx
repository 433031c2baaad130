import bwipjs from 'bwip-js/browser';
import { useMemo } from 'react';

/** A Code128 barcode of a shipment or waybill code, as SVG (prints sharp at any scale). */
export function Barcode(props: { code: string }) {
  const svg = useMemo(() => {
    try {
      return bwipjs.toSVG({
        bcid: 'code128',
        text: props.code,
        scale: 2,
        height: 12,
        includetext: true,
        textxalign: 'center',
      });
    } catch {
      return '';
    }
  }, [props.code]);
  return (
    <img
      className="tms-print-barcode"
      data-testid="print-barcode"
      alt={props.code}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
    />
  );
}
