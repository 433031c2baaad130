import type { TrackPoint } from './types';

export type TrackSegment = { inBand: boolean | null; points: [number, number][] };

/**
 * The track cut where it goes in or out of band, each piece drawn in its colour. Consecutive pieces
 * share their joining point so the line has no gaps.
 */
export function trackSegments(track: readonly TrackPoint[]): TrackSegment[] {
  const out: TrackSegment[] = [];
  let current: TrackSegment | null = null;
  for (const p of track) {
    const at: [number, number] = [p.lat, p.lon];
    if (!current || current.inBand !== p.inBand) {
      const joined: [number, number][] = current ? [current.points.at(-1) as [number, number], at] : [at];
      current = { inBand: p.inBand, points: joined };
      out.push(current);
    } else current.points.push(at);
  }
  return out;
}
