import type { Transporter } from 'nodemailer';

const transports = new Map<string, Transporter>();

/**
 * One pooled transport per SMTP URL, reused by every delivery of this instance. nodemailer is loaded with the
 * first mail: an install without SMTP never holds it in memory.
 */
export async function mailTransport(smtpUrl: string): Promise<Transporter> {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    const { default: nodemailer } = await import('nodemailer');
    transport = nodemailer.createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the transports (tests, shutdown). */
export function closeMailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The plain-text alternative of a stored (sanitized) HTML body: breaks and block ends become line
 * breaks, tags go, the entities the sanitizer writes are decoded, a link keeps its address.
 */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_, href: string, text: string) =>
      text && text !== href ? `${text} (${href})` : href,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
