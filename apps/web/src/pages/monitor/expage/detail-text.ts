import type { ShipmentException, ShipmentExceptionStatus } from './types';

/** The i18next translate function, as much of it as the texts need. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

type Band = { layer?: string; min?: number | null; max?: number | null };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** A temperature band in words: "0 to 4 °C", "at most -18 °C", "at least 15 °C". */
export function bandText(band: Band, t: Translate): string {
  const min = band.min ?? null;
  const max = band.max ?? null;
  if (min !== null && max !== null) return t('expage.detail.bandBetween', { min, max });
  if (max !== null) return t('expage.detail.bandAtMost', { max });
  if (min !== null) return t('expage.detail.bandAtLeast', { min });
  return '';
}

/** The stop a detail names: its station's name, else its id. */
const stationOf = (d: Record<string, unknown>) => text(d.stationName ?? d.stationId);

/**
 * What made an exception, in words, from the values the server stored with it: the reading and the
 * band at a handover, received of shipped, the stop never reached, the minutes past the planned finish.
 */
export function detailText(row: Pick<ShipmentException, 'kind' | 'detail'>, t: Translate): string {
  const d = row.detail;
  switch (row.kind) {
    case 'HANDOVER_TEMP': {
      const bands = Array.isArray(d.bands) ? (d.bands as Band[]) : [];
      return t(d.moment === 'out' ? 'expage.detail.tempOut' : 'expage.detail.tempIn', {
        temperature: text(d.temperature),
        sequence: text(d.sequence),
        station: stationOf(d),
        band: bands.map((b) => bandText(b, t)).join(' / '),
      });
    }
    case 'QUANTITY_MISMATCH':
      return t('expage.detail.quantity', { expected: text(d.expected), actual: text(d.actual) });
    case 'STOP_MISSED':
      return t('expage.detail.stopMissed', { sequence: text(d.sequence), station: stationOf(d) });
    case 'OVERDUE_FINISH':
      return t('expage.detail.overdue', {
        plannedFinish: text(d.plannedFinish),
        minutes: text(d.minutesOver),
      });
    default: {
      const unknown: never = row.kind;
      return text(unknown);
    }
  }
}

/**
 * The status the list starts with: the route's status query (the header's badge opens
 * expageList?status=U) when it is U or H, else the unhandled ones, as the screen opens by default.
 */
export function routeStatus(query: string | null | undefined): ShipmentExceptionStatus {
  return query?.trim().toUpperCase() === 'H' ? 'H' : 'U';
}
