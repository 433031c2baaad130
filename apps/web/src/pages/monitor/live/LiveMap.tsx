import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { addTiles } from '../../../components/map/tiles';
import { outOfBand } from './live-state';
import type { LiveShipment } from './types';

const LEVEL_COLOR = { none: '#52c41a', slight: '#faad14', moderate: '#fa8c16', serious: '#f5222d' };

/**
 * The board's vehicles on a map: one marker per shipment with a position, coloured by its worst open
 * alert (red ring when a compartment is out of band now); clicking one selects its row. The view fits
 * the vehicles once, then stays where the user put it.
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
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef(false);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const m = L.map(el, { preferCanvas: true }).setView([31.23, 121.47], 9);
    addTiles(m);
    layer.current = L.layerGroup().addTo(m);
    map.current = m;
    return () => {
      m.remove();
      map.current = null;
      layer.current = null;
      fitted.current = false;
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
      const chosen = row.shipmentId === selected;
      L.circleMarker(at, {
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
    if (!fitted.current && bounds.isValid()) {
      m.fitBounds(bounds, { padding: [32, 32], maxZoom: 13 });
      fitted.current = true;
    }
  }, [rows, selected]);

  return (
    <div ref={box} data-testid="live-map" style={{ height: 420, width: '100%', background: '#f5f5f5' }} />
  );
}
