/** The answers of the shipment temperature calls (the server's temperature schemas). */

export type TemperatureWayInfo = {
  way: number;
  bandMin: number | null;
  bandMax: number | null;
  count: number;
  min: string | null;
  max: string | null;
  average: string | null;
  minutesOutOfRange: string;
  compliancePercent: string | null;
};

export type TemperatureInfo = {
  shipmentId: string;
  shipmentCode: string;
  ruleCode: string | null;
  firstTime: string | null;
  lastTime: string | null;
  precoolTemp: string | null;
  ways: TemperatureWayInfo[];
  stops: {
    sequence: number;
    type: string;
    stationCode: string | null;
    stationName: string | null;
    ata: string | null;
    atd: string | null;
    handoverTempIn: string | null;
    handoverTempOut: string | null;
  }[];
};

/** Times are epoch milliseconds. */
export type SeriesPoint = { time: number; value: number };
export type WaySeries = {
  way: number;
  bandMin: number | null;
  bandMax: number | null;
  total: number;
  points: SeriesPoint[];
};
export type AlertSpan = {
  id: number;
  way: number | null;
  level: string;
  startTime: number;
  endTime: number | null;
  alertContent: string | null;
};
export type TrackPoint = { time: number; lat: number; lon: number; inBand: boolean | null };
export type TraceStop = {
  sequence: number;
  type: string;
  stationCode: string | null;
  stationName: string | null;
  lat: number | null;
  lon: number | null;
  fenceDistanceM: number | null;
};

export type TemperatureData = {
  shipmentId: string;
  shipmentCode: string;
  raw: boolean;
  maxPoints: number | null;
  ways: WaySeries[];
  alerts: AlertSpan[];
  track: TrackPoint[];
  stops: TraceStop[];
};
