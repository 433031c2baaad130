/** A row of GET /monitor/live/list (the server's live board schema). */
export type Band = { min: number | null; max: number | null };
export type LiveLevel = 'none' | 'slight' | 'moderate' | 'serious';
export type LiveShipment = {
  shipmentId: string;
  shipmentCode: string;
  dispatchCenterId: string | null;
  carrierName: string | null;
  plate: string | null;
  driverName: string | null;
  atd: string | null;
  /** Epoch milliseconds. */
  lastTime: number | null;
  lat: number | null;
  lon: number | null;
  speedKmh: number | null;
  temps: (number | null)[];
  tempsInBand: (boolean | null)[];
  bands: (Band | null)[];
  doorOpen: boolean | null;
  /** Open alerts: nobody has dealt with them yet (the count the bell and the alert page show). */
  openAlerts: number;
  /** The worst open alert's level; none when none is open. */
  alertLevel: LiveLevel;
};
