import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { addTiles } from '../../../../../components/map/tiles';
import { trackSegments } from './track-segments';
import type { TraceStop, TrackPoint } from './types';

const COLOR = { in: '#52c41a', out: '#f5222d', unknown: '#8c8c8c', fence: '#1677ff' };

/**
 * The shipment's track on a map, green where every watched compartment was in band and red where one
 * was out; the stops as numbered markers with their fences (circles of the station's fence distance).
 */
export default function TrackMap({ track, stops }: { track: TrackPoint[]; stops: TraceStop[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const map = L.map(el, { preferCanvas: true, zoomControl: true });
    addTiles(map);
    const bounds = L.latLngBounds([]);
    for (const segment of trackSegments(track)) {
      const color = segment.inBand === null ? COLOR.unknown : segment.inBand ? COLOR.in : COLOR.out;
      L.polyline(segment.points, { color, weight: 4, opacity: 0.9 }).addTo(map);
      for (const p of segment.points) bounds.extend(p);
    }
    for (const stop of stops) {
      if (stop.lat === null || stop.lon === null) continue;
      const at: [number, number] = [stop.lat, stop.lon];
      bounds.extend(at);
      if (stop.fenceDistanceM) {
        L.circle(at, { radius: stop.fenceDistanceM, color: COLOR.fence, weight: 1, fillOpacity: 0.08 }).addTo(
          map,
        );
      }
      L.circleMarker(at, { radius: 7, color: '#fff', weight: 2, fillColor: COLOR.fence, fillOpacity: 1 })
        .bindTooltip(`${stop.sequence}. ${stop.stationName ?? stop.stationCode ?? ''}`, {
          permanent: true,
          direction: 'right',
        })
        .addTo(map);
    }
    if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
    else map.setView([31.23, 121.47], 9);
    return () => {
      map.remove();
    };
  }, [track, stops]);
  return (
    <div ref={box} data-testid="track-map" style={{ height: 420, width: '100%', background: '#f5f5f5' }} />
  );
}
