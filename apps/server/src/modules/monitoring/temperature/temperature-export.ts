import { roundMeasureOrNull } from '@tms/domain';
import { z } from 'zod';
import { formatDateTime } from '../../../platform/format-time';
import { t } from '../../../platform/i18n';
import { defineExport, type ExportColumnSpec, keysetBatches, withCells } from '../../reporting';
import * as repo from './repository';
import { tracedShipment } from './shipment-scope';

type Row = repo.TraceReading & { shipmentCode: string };

const query = z.object({ shipmentId: z.string(), shipmentCode: z.string() });

/** Measured values as people read them (domain format/measures), not as the 4-byte floats store them. */
const temp =
  (field: 'temp1' | 'temp2' | 'temp3' | 'temp4'): ExportColumnSpec<Row>['value'] =>
  (row) =>
    roundMeasureOrNull('temperature', row[field]);

/**
 * GET /shipment/shipment/exportTempInfoExcel: every reading of one shipment (time, position, speed,
 * the four compartments, the door), oldest first. The shipment is checked against the caller's scope
 * when asked; a long trace goes to the download center like every large export.
 */
export const temperatureExport = defineExport({
  kind: 'shipment.temperature.export',
  permission: 'shipment:shipment:export',
  title: 'temperature.export.file',
  sheet: 'temperature.export.sheet',
  query,
  queryOf: async (db, caller, input: { uuid: string }) => {
    const shipment = await tracedShipment(db, caller, input.uuid);
    return { shipmentId: shipment.uuid, shipmentCode: shipment.shipmentCode };
  },
  count: (db, _caller, q) => repo.countShipmentReadings(db, q.shipmentId),
  rows: async function* (db, _caller, q) {
    const batches = keysetBatches({
      page: (after: { time: Date; deviceNo: string } | null, limit) =>
        repo.shipmentReadingsAfter(db, q.shipmentId, after, limit),
      cursorOf: (r) => ({ time: r.time, deviceNo: r.deviceNo }),
    });
    for await (const r of batches) yield { ...r, shipmentCode: q.shipmentCode };
  },
  fileName: ({ title, stamp }) => `${title}_${stamp}.xlsx`,
  columns: withCells(
    [
      {
        key: 'shipmentCode',
        header: 'temperature.export.shipmentCode',
        width: 18,
        value: (r) => r.shipmentCode,
      },
      {
        key: 'time',
        header: 'temperature.export.time',
        width: 20,
        value: (r, f) => formatDateTime(r.time, f.timeZone),
      },
      { key: 'deviceNo', header: 'temperature.export.deviceNo', width: 14, value: (r) => r.deviceNo },
      { key: 'lat', header: 'temperature.export.lat', width: 12, value: (r) => r.lat },
      { key: 'lon', header: 'temperature.export.lon', width: 12, value: (r) => r.lon },
      {
        key: 'speedKmh',
        header: 'temperature.export.speed',
        width: 12,
        value: (r) => roundMeasureOrNull('speed', r.speedKmh),
      },
      { key: 'temp1', header: 'temperature.export.temp1', width: 14, value: temp('temp1') },
      { key: 'temp2', header: 'temperature.export.temp2', width: 14, value: temp('temp2') },
      { key: 'temp3', header: 'temperature.export.temp3', width: 14, value: temp('temp3') },
      { key: 'temp4', header: 'temperature.export.temp4', width: 14, value: temp('temp4') },
      {
        key: 'doorOpen',
        header: 'temperature.export.door',
        width: 8,
        value: (r, f) =>
          r.doorOpen === null
            ? null
            : t(f.lang, r.doorOpen ? 'temperature.export.doorOpen' : 'temperature.export.doorClosed'),
      },
    ],
    {
      time: 'datetime',
      lat: 'decimal',
      lon: 'decimal',
      speedKmh: 'decimal',
      temp1: 'decimal',
      temp2: 'decimal',
      temp3: 'decimal',
      temp4: 'decimal',
    },
  ),
});
