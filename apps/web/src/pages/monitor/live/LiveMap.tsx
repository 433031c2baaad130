import { AimOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addTiles } from '../../../components/map/tiles';
import { outOfBand, reportingIds, shouldRefit } from './live-state';
import type { LiveShipment } from './types';

const LEVEL_COLOR = { none: '#52c41a', slight: '#faad14', moderate: '#fa8c16', serious: '#f5222d' };

/**
 * The board's vehicles on a map: one marker per shipment with a position, coloured by its worst open
 * alert (red ring when a compartment is out of band now); clicking one selects its row. The view fits
 * every reporting vehicle, again whenever one starts reporting, until the user pans or zooms; then it
 * stays where they put it, and "All vehicles" fits them all again.
 */
export default function LiveMap({
  rows,
  selected,
  onSelect,
}: {
  rows: LiveShipment[];
  selected: string | null;
  onSelect: (shipmentId: string) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<Set<string>>(new Set());
  const userMoved = useRef(false);
  const fitting = useRef(false);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { preferCanvas: true }).setView([31.23, 121.47], 9);
    addTiles(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // A move the map did not make itself (a drag, a wheel, the zoom buttons) is the user's.
    m.on('movestart zoomstart', () => {
      if (!fitting.current) userMoved.current = true;
    });
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
      fitted.current = new Set();
      userMoved.current = false;
    };
  }, []);

  /** Fits the reporting vehicles (without animation, so the move events come while `fitting`). */
  const fitAll = useCallback((list: LiveShipment[]) => {
    const m = map.current;
    const shown = list.filter((r) => r.lat !== null && r.lon !== null);
    if (!m || shown.length === 0) return;
    const bounds = L.latLngBounds(shown.map((r) => [r.lat as number, r.lon as number]));
    fitting.current = true;
    m.fitBounds(bounds, { padding: [32, 32], maxZoom: 13, animate: false });
    fitting.current = false;
    fitted.current = new Set(shown.map((r) => r.shipmentId));
    userMoved.current = false;
  }, []);

  useEffect(() => {
    const group = layer.current;
    if (!map.current || !group) return;
    group.clearLayers();
    for (const row of rows) {
      if (row.lat === null || row.lon === null) continue;
      const chosen = row.shipmentId === selected;
      L.circleMarker([row.lat, row.lon], {
        radius: chosen ? 10 : 7,
        color: outOfBand(row) ? '#f5222d' : '#ffffff',
        weight: chosen ? 4 : 2,
        fillColor: LEVEL_COLOR[row.alertLevel],
        fillOpacity: 1,
      })
        .bindTooltip(`${row.shipmentCode}${row.plate ? ` · ${row.plate}` : ''}`, { direction: 'top' })
        .on('click', () => select.current(row.shipmentId))
        .addTo(group);
    }
    const reporting = reportingIds(rows);
    if (shouldRefit({ reporting, fitted: fitted.current, userMoved: userMoved.current })) fitAll(rows);
  }, [rows, selected, fitAll]);

  return (
    <div style={{ position: 'relative' }}>
      <div ref={box} data-testid="live-map" style={{ height: 420, width: '100%', background: '#f5f5f5' }} />
      <Button
        size="small"
        icon={<AimOutlined />}
        onClick={() => fitAll(rows)}
        data-testid="live-map-fit"
        style={{ position: 'absolute', top: 10, right: 10, zIndex: 1000 }}
      >
        {t('monitorLive.fitAll')}
      </Button>
    </div>
  );
}
