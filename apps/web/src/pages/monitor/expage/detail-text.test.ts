import { describe, expect, it } from 'vitest';
import { shipmentExceptionLocale } from '../../../locales/shipment-exception';
import { bandText, detailText, routeStatus, type Translate } from './detail-text';

/** The English texts, interpolated as i18next does. */
const en: Translate = (key, params = {}) => {
  const entry = (shipmentExceptionLocale as Record<string, Record<string, string>>)[key];
  if (!entry) throw new Error(`no text ${key}`);
  return (entry['en-US'] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

describe('the detail in words', () => {
  it('a quantity mismatch reads "received 18 of 20"', () => {
    expect(
      detailText(
        { kind: 'QUANTITY_MISMATCH', detail: { expected: '20', actual: '18', difference: '-2' } },
        en,
      ),
    ).toBe('Received 18 of 20');
  });

  it('a warm unloading names the reading, the stop and the band', () => {
    const detail = {
      stopId: 7,
      sequence: 2,
      stationId: 'st-1',
      stationName: 'Store A',
      moment: 'in',
      temperature: '7.5',
      bands: [{ layer: 'CHILLED', min: 2, max: 6 }],
    };
    expect(detailText({ kind: 'HANDOVER_TEMP', detail }, en)).toBe(
      'Read 7.5 °C arriving at stop 2 Store A (required 2 to 6 °C)',
    );
    expect(
      detailText({ kind: 'HANDOVER_TEMP', detail: { ...detail, moment: 'out', stationName: null } }, en),
    ).toBe('Read 7.5 °C leaving stop 2 st-1 (required 2 to 6 °C)');
  });

  it('a missed stop and an overdue finish read as such', () => {
    expect(
      detailText(
        { kind: 'STOP_MISSED', detail: { sequence: 3, stationId: 's', stationName: 'Store B' } },
        en,
      ),
    ).toBe('Stop 3 Store B was never arrived at');
    expect(
      detailText(
        { kind: 'OVERDUE_FINISH', detail: { plannedFinish: '2030-01-02 10:00:00', minutesOver: 30 } },
        en,
      ),
    ).toBe('Not finished 30 min after the planned finish 2030-01-02 10:00:00');
  });

  it('an open-ended band reads "at most" or "at least"', () => {
    expect(bandText({ min: null, max: -18 }, en)).toBe('at most -18 °C');
    expect(bandText({ min: 15, max: null }, en)).toBe('at least 15 °C');
  });
});

describe('the status from the route', () => {
  it('opens on the unhandled ones unless the query names H', () => {
    expect(routeStatus('U')).toBe('U');
    expect(routeStatus('h')).toBe('H');
    expect(routeStatus(null)).toBe('U');
    expect(routeStatus('N')).toBe('U');
  });
});
