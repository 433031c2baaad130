import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { addTiles } from '../../../../components/map/tiles';
import { outOfBand, reportingIds, shouldRefit } from '../../../monitor/live/live-state';
import type { LiveShipment } from '../../../monitor/live/types';

const LEVEL_COLOR = { none: '#52c41a', slight: '#faad14', moderate: '#fa8c16', serious: '#f5222d' };

/**
 * The fleet on the wall: the live board's markers (coloured by the worst open alert, a red ring when a
 * compartment is out of band) on the configured tiles, darkened to suit a dark room. The view fits the
 * vehicles whenever one starts reporting that the view does not hold yet (a wall has nobody to pan
 * it), not on every move.
 */
export default function WallMap({ rows }: { rows: LiveShipment[] }) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef<Set<string>>(new Set());

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { preferCanvas: true, zoomControl: false, attributionControl: false }).setView(
      [31.23, 121.47],
      9,
    );
    addTiles(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    // Going full screen resizes the box: the map must learn its new size.
    const observer = new ResizeObserver(() => m.invalidateSize());
    observer.observe(el);
    return () => {
      observer.disconnect();
      m.remove();
      map.current = null;
      layer.current = null;
      fitted.current = new Set();
    };
  }, []);

  useEffect(() => {
    const m = map.current;
    const group = layer.current;
    if (!m || !group) return;
    group.clearLayers();
    const bounds = L.latLngBounds([]);
    for (const row of rows) {
      if (row.lat === null || row.lon === null) continue;
      const at: [number, number] = [row.lat, row.lon];
      bounds.extend(at);
      L.circleMarker(at, {
        radius: 9,
        color: outOfBand(row) ? '#ff4d4f' : '#0b1a2e',
        weight: 3,
        fillColor: LEVEL_COLOR[row.alertLevel],
        fillOpacity: 1,
      })
        .bindTooltip(`${row.shipmentCode}${row.plate ? ` · ${row.plate}` : ''}`, {
          direction: 'top',
          permanent: rows.length <= 12,
        })
        .addTo(group);
    }
    const reporting = reportingIds(rows);
    if (bounds.isValid() && shouldRefit({ reporting, fitted: fitted.current, userMoved: false })) {
      m.fitBounds(bounds, { padding: [48, 48], maxZoom: 12 });
      fitted.current = new Set(reporting);
    }
  }, [rows]);

  return (
    <div
      ref={box}
      data-testid="data-screen-map"
      className="data-screen-map"
      style={{ height: '100%', width: '100%', background: '#0b1a2e', borderRadius: 8 }}
    />
  );
}
