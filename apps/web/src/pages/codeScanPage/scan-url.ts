/**
 * The public scan page's address for a code: what a printed note's QR code carries, so a phone's own
 * camera app opens the answer directly. The origin is the site's (the page is served with the app).
 */
export function scanUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/codeScanPage?code=${encodeURIComponent(code.trim())}`;
}
