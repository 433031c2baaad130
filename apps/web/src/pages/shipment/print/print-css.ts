import { PRINT_PAGE, pageBodyPx } from '@tms/domain';

/** The px of the 480 kept for the header (the rest is the footer), as the server PDF splits them. */
export const HEADER_PX = 273;
export const FOOTER_PX = PRINT_PAGE.reservedPx - HEADER_PX;

/**
 * One stylesheet for the preview and for the frame that prints: an A4 sheet per page (210 mm wide,
 * 297 mm high), the table body sized by the shared page rule (pageBodyPx of @tms/domain).
 */
export const PRINT_CSS = `
.tms-print-page { box-sizing: border-box; width: ${PRINT_PAGE.widthMm}mm; height: ${PRINT_PAGE.heightMm}mm;
  padding: 0 7mm; margin: 0 auto 12px; background: #fff; color: #000; overflow: hidden; position: relative;
  font-family: "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", "Microsoft YaHei", sans-serif;
  box-shadow: 0 0 4px rgba(0,0,0,.25); page-break-after: always; break-after: page; }
.tms-print-page:last-child { page-break-after: auto; break-after: auto; }
.tms-print-head { height: ${HEADER_PX}px; position: relative; padding-top: 18px; box-sizing: border-box; }
.tms-print-title { text-align: center; font-size: 21px; font-weight: 700; margin: 0; }
.tms-print-pageno { position: absolute; left: 0; top: 22px; font-size: 11px; }
.tms-print-barcode { position: absolute; right: 0; top: 14px; width: 220px; height: 66px; }
.tms-print-barcode svg { width: 100%; height: 100%; }
.tms-print-scanqr { position: absolute; left: 0; top: 38px; width: 56px; height: 56px; }
.tms-print-fields { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12px; margin-top: 52px; font-size: 11px; line-height: 20px; }
.tms-print-fields b { font-weight: 700; }
.tms-print-body { height: ${pageBodyPx()}px; }
.tms-print-table { width: 100%; border-collapse: collapse; table-layout: fixed; font-size: 10px; }
.tms-print-table th, .tms-print-table td { border: 1px solid #333; height: ${PRINT_PAGE.rowPx - 1}px; padding: 0 3px;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.tms-print-table th { background: #eee; }
.tms-print-table td.num { text-align: right; }
.tms-print-table tr.sub td { background: #eee; }
.tms-print-table tr.total td { background: #eee; font-weight: 700; }
.tms-print-foot { height: ${FOOTER_PX}px; font-size: 11px; padding-top: 16px; box-sizing: border-box; }
.tms-print-blanks { display: grid; grid-template-columns: repeat(4, 1fr); row-gap: 8px; column-gap: 10px; }
.tms-print-blanks span { display: flex; }
.tms-print-blanks span::after { content: ""; flex: 1; border-bottom: 1px solid #000; margin-left: 4px; }
.tms-print-notice { font-weight: 700; margin-top: 10px; }
@media print { body { margin: 0; } .tms-print-page { margin: 0; box-shadow: none; } }
@page { size: A4; margin: 0; }
`;
