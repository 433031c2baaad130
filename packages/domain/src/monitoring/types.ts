/**
 * Shapes of shipment monitoring: a telemetry reading, what the evaluators are told about the shipment
 * (its context), and the events they answer with.
 *
 * Times here are epoch milliseconds (UTC instants, as devices report them), not the station-local
 * wall-clock strings of dispatch: the caller converts at the edge (stored ETA strings are read in the
 * station's time zone). Every value is plain JSON (numbers, strings, booleans, null, arrays, objects):
 * evaluator states survive a restart by being written out and read back.
 */

/** Temperature ways: the probes of a vehicle, one per compartment, numbered 1 to 4. */
export const TEMPERATURE_WAYS = [1, 2, 3, 4] as const;
export type TemperatureWay = (typeof TEMPERATURE_WAYS)[number];

/** Alert levels, lowest first: the rule's slight, moderate and serious thresholds. */
export const ALERT_LEVELS = ['slight', 'moderate', 'serious'] as const;
export type AlertLevel = (typeof ALERT_LEVELS)[number];

/** The nine alert-rule types, one per rule screen. */
export const ALERT_RULE_TYPES = [
  'geo',
  'speed',
  'stop',
  'temp',
  'tired',
  'door',
  'gpsLoss',
  'defer',
  'arriveLeave',
] as const;
export type AlertRuleType = (typeof ALERT_RULE_TYPES)[number];

export type GeoPoint = { lat: number; lon: number };

/** One reading of a vehicle's device. */
export type TelemetryReading = {
  /** The vehicle's device number (what links a reading to a vehicle, then to its shipment). */
  deviceNumber: string;
  /** When it was measured, epoch milliseconds. */
  time: number;
  /** Position in degrees; null when the device had no fix. */
  lat: number | null;
  lon: number | null;
  /** km/h; null when not reported. */
  speedKmh: number | null;
  /** Degrees clockwise from north. */
  heading?: number | null;
  /** °C per way: index 0 is way 1 … index 3 is way 4; null where a probe sent nothing. */
  temperatures?: readonly (number | null)[] | null;
  doorOpen?: boolean | null;
  ignition?: boolean | null;
  odometerKm?: number | null;
};

/** An allowed temperature range, °C; a null side is open (frozen goods: { min: null, max: -18 }). */
export type TemperatureBand = { min: number | null; max: number | null };

/** A stop of the shipment, as the fence rules see it. */
export type MonitorStation = {
  stationId: string;
  lat: number;
  lon: number;
  /** The station's electronic fence distance (radius), metres; null: the rule's, else the default. */
  fenceDistanceM?: number | null;
  /** A warehouse station: the temperature rule's warehouse over-temperature duration applies inside it. */
  warehouse?: boolean | null;
};

/** What the server knows about the shipment when it evaluates a reading. */
export type MonitorContext = {
  shipmentId: string;
  /** The shipment's stops in sequence order (station fences, the planned route). */
  stations?: readonly MonitorStation[] | null;
  /**
   * Per way, the band of the goods' temperature layer loaded in that compartment. A way missing here
   * is watched by the rule's zone alone; a way set to null has nothing loaded and is not watched.
   */
  goodsBands?: Partial<Record<TemperatureWay, TemperatureBand | null>> | null;
  /** Whether the vehicle is at a warehouse station; when absent it is read off the warehouse fences. */
  atWarehouse?: boolean | null;
  /** The shipment has left and is not finished (GPS loss is watched only then). */
  inTransit?: boolean | null;
  /** When the shipment left (actual departure): GPS loss counts from it until the first reading. */
  departedAt?: number | null;
};

/** A number-valued or text-valued detail of an alert (the temperature, the limit, the way …). */
export type AlertValues = Record<string, number | string | null>;

/** What every event says about the alert it belongs to. */
export type AlertEventBase = {
  /** One open alert per key: shipment, rule, and the compartment (way) or station when there is one. */
  key: string;
  shipmentId: string;
  ruleId: string;
  type: AlertRuleType;
  way: TemperatureWay | null;
  stationId: string | null;
};

export type AlertOpened = AlertEventBase & {
  kind: 'opened';
  level: AlertLevel;
  /** When the condition began (not when the duration was reached): the alert's startTime. */
  startTime: number;
  startPlace: GeoPoint | null;
  /** When the alert was raised (the reading or check that raised it). */
  time: number;
  values: AlertValues;
};

/** An open alert's level rose or its extremes widened. */
export type AlertUpdated = AlertEventBase & {
  kind: 'updated';
  level: AlertLevel;
  time: number;
  min: number | null;
  max: number | null;
  values: AlertValues;
};

export type AlertClosed = AlertEventBase & {
  kind: 'closed';
  level: AlertLevel;
  startTime: number;
  endTime: number;
  endPlace: GeoPoint | null;
  /** Extremes of the watched figure while the alert lasted (°C, km/h, metres, minutes late); else null. */
  min: number | null;
  max: number | null;
  durationMs: number;
  /** endTime − startTime in minutes, 2 decimals. */
  minutesOutOfRange: string;
};

/** The vehicle entered (arrived) or left a stop's electronic fence. */
export type FenceEvent = AlertEventBase & {
  kind: 'arrived' | 'left';
  time: number;
  place: GeoPoint;
  /** Distance from the station, metres (rounded). */
  distanceM: number;
  /** The reading's temperatures per way (the handover temperature). */
  temperatures: (number | null)[];
};

export type AlertEvent = AlertOpened | AlertUpdated | AlertClosed | FenceEvent;

/** What every evaluator answers: its next state and what happened. */
export type Evaluation<S> = { state: S; events: AlertEvent[] };
