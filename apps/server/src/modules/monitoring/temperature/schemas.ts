import { z } from 'zod';
import { asyncField } from '../../reporting';

export const uuidParams = z.object({ uuid: z.string().trim().min(1).max(64) });

const decimalText = z.string().nullable();
const band = { bandMin: z.number().nullable(), bandMax: z.number().nullable() };

export const temperatureInfoSchema = z.object({
  shipmentId: z.string(),
  shipmentCode: z.string(),
  /** The temperature rule whose zones gave the bands; null when none applies. */
  ruleCode: z.string().nullable(),
  /** First and last reading, in the user's time zone. */
  firstTime: z.string().nullable(),
  lastTime: z.string().nullable(),
  precoolTemp: decimalText,
  ways: z.array(
    z.object({
      way: z.number().int(),
      ...band,
      count: z.number().int(),
      min: decimalText,
      max: decimalText,
      average: decimalText,
      minutesOutOfRange: z.string(),
      compliancePercent: decimalText,
    }),
  ),
  stops: z.array(
    z.object({
      sequence: z.number().int(),
      type: z.string(),
      stationCode: z.string().nullable(),
      stationName: z.string().nullable(),
      ata: z.string().nullable(),
      atd: z.string().nullable(),
      handoverTempIn: decimalText,
      handoverTempOut: decimalText,
    }),
  ),
});
export type TemperatureInfo = z.infer<typeof temperatureInfoSchema>;

export const temperatureDataQuery = z.object({
  raw: z
    .preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean().optional())
    .describe('true: every reading, not thinned'),
});

const epochMs = z.number().describe('epoch milliseconds');

export const temperatureDataSchema = z.object({
  shipmentId: z.string(),
  shipmentCode: z.string(),
  raw: z.boolean(),
  /** The cap each series and the track were thinned to (null when raw). */
  maxPoints: z.number().int().nullable(),
  ways: z.array(
    z.object({
      way: z.number().int(),
      ...band,
      /** Readings before thinning. */
      total: z.number().int(),
      points: z.array(z.object({ time: epochMs, value: z.number() })),
    }),
  ),
  alerts: z.array(
    z.object({
      id: z.number(),
      way: z.number().int().nullable(),
      level: z.string(),
      startTime: epochMs,
      endTime: epochMs.nullable(),
      alertContent: z.string().nullable(),
    }),
  ),
  track: z.array(
    z.object({ time: epochMs, lat: z.number(), lon: z.number(), inBand: z.boolean().nullable() }),
  ),
  stops: z.array(
    z.object({
      sequence: z.number().int(),
      type: z.string(),
      stationCode: z.string().nullable(),
      stationName: z.string().nullable(),
      lat: z.number().nullable(),
      lon: z.number().nullable(),
      fenceDistanceM: z.number().nullable(),
    }),
  ),
});
export type TemperatureData = z.infer<typeof temperatureDataSchema>;

export const temperatureExportQuery = z.object({
  uuid: z.string().trim().min(1).max(64),
  async: asyncField,
});
