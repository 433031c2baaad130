/**
 * The push channel: what the server sends an open browser tab at once, over one Server-Sent Events
 * stream per tab. A message is a hint to refresh or patch what the tab shows; the tab never depends
 * on it alone (a stream may be down), so every screen that listens keeps a slower way to catch up.
 */

/** The stream, under the /api base path. */
export const PUSH_STREAM_PATH = '/push/stream';
/** A comment line this often keeps proxies and idle timeouts from closing a quiet stream. */
export const PUSH_HEARTBEAT_MS = 25_000;
/** A stream ends after this long and the tab opens a new one (sessions are checked again then, too). */
export const PUSH_STREAM_MAX_MS = 30 * 60_000;

export type PushMessages = {
  /** A download-center task wrote more rows (not durable: the next one, or the list, catches up). */
  'report.task.progress': {
    id: number;
    status: 'WAIT' | 'RUNNING' | 'FINISH' | 'FAIL';
    progress: number;
    rowsWritten: number;
    rowsTotal: number | null;
  };
  /** A download-center task reached FINISH or FAIL (from the outbox: sent at least once). */
  'report.task.finished': { id: number; status: 'FINISH' | 'FAIL' };
  /** An alert was raised (or rose a level) on a shipment of the user's dispatch centers. */
  'monitor.alert': {
    id: number;
    shipmentId: string;
    shipmentCode: string | null;
    alertType: string;
    level: string;
    alertContent: string | null;
    startTime: string;
  };
  /**
   * A shipment in transit moved or read new temperatures (the live board); throttled per shipment,
   * not durable: the board's own refresh catches up.
   */
  'monitor.position': {
    shipmentId: string;
    time: string;
    lat: number | null;
    lon: number | null;
    speedKmh: number | null;
    temps: (number | null)[];
    doorOpen: boolean | null;
    /** The shipment's open (undealt) alerts, as the live board's list counts them. */
    openAlerts: number;
  };
  /** A stop of a shipment was predicted late (an exception ETA record was written or updated). */
  'monitor.exceptionEta': { id: number; shipmentId: string; lateMinutes: number };
  /** A shipment exception was found (written once per shipment, kind and subject). */
  'monitor.exception': { id: number; shipmentId: string; kind: string };
  /** A message reached the user's inbox (from the outbox, after the send committed): refresh the bell. */
  'message.received': { id: string; type: string };
};

export type PushType = keyof PushMessages;
export type PushMessage = { [K in PushType]: { type: K; data: PushMessages[K] } }[PushType];

const PUSH_TYPES: ReadonlySet<string> = new Set<PushType>([
  'report.task.progress',
  'report.task.finished',
  'monitor.alert',
  'monitor.position',
  'monitor.exceptionEta',
  'monitor.exception',
  'message.received',
]);

/** Whether a frame's event name is one this build knows (an older tab ignores newer kinds). */
export function isPushType(value: string): value is PushType {
  return PUSH_TYPES.has(value);
}
