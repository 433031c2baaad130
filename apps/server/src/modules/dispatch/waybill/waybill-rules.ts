import {
  ITEM_VOLUME_SCALE,
  ITEM_WEIGHT_SCALE,
  isTimeAfter,
  lineMeasures,
  type MessageKey,
  packQuantity,
  totalsOf,
} from '@tms/domain';
import Decimal from 'decimal.js';
import type { DbOrTx } from '../../../platform/db';
import type { BaseScope } from '../../base';
import { dictionaries } from '../../base';
import { clientsByKey } from '../core/references';
import * as repo from './repository';
import type { WaybillInput, WaybillLineInput } from './schemas';

/** A broken rule: the form field (or `waybillLineList[i].field`), the message key and its parameters. */
export type WaybillProblem = { field: string; key: MessageKey; params?: Record<string, unknown> };

/** The references every waybill of a save or an import needs, loaded in one go. */
export type WaybillRefs = {
  clients: Map<string, { uuid: string; code: string }>;
  stations: Map<string, { uuid: string; code: string; dispatchCenterId: string | null; enableFlag: string }>;
  items: Map<string, repo.ItemRef>;
  dicts: Map<string, Set<string>>;
};

const DICTS = {
  temperature: 'item_temperature',
  transType: 'route_transport_way',
  orderType: 'order_type',
  orderBreed: 'order_breed',
  itemTransClassification: 'item_classification_type',
  matType: 'mat_type',
} as const;

const byKeys = <T extends { uuid: string; code: string }>(rows: T[]) => {
  const map = new Map<string, T>();
  for (const r of rows) {
    map.set(r.uuid, r);
    map.set(r.code.toUpperCase(), r);
  }
  return map;
};
const lookup = <T>(map: Map<string, T>, key: string | null) =>
  key ? (map.get(key) ?? map.get(key.toUpperCase())) : undefined;

export async function loadRefs(db: DbOrTx, inputs: WaybillInput[]): Promise<WaybillRefs> {
  const keys = (pick: (w: WaybillInput) => (string | null)[]) => [
    ...new Set(inputs.flatMap(pick).filter((k): k is string => Boolean(k))),
  ];
  // One after the other: `db` may be a transaction (seed, import), whose one connection takes one query at a time.
  const clients = await clientsByKey(
    db,
    keys((w) => [w.clientId, w.clientCode]),
  );
  const stations = await repo.stationsByKey(
    db,
    keys((w) => [w.shipFromId, w.shipFromCode, w.shipToId, w.shipToCode]),
  );
  const items = await repo.itemsByKey(
    db,
    keys((w) => w.waybillLineList.flatMap((l) => [l.itemId, l.itemCode])),
  );
  const dicts = await dictionaries(db, Object.values(DICTS));
  return {
    clients: byKeys(clients),
    stations: byKeys(stations),
    items: byKeys(items),
    dicts: new Map([...dicts].map(([type, entries]) => [type, new Set(entries.map((e) => e.value))])),
  };
}

export type PreparedLine = Omit<repo.WaybillLineInsert, 'uuid' | 'waybillId'>;
export type PreparedWaybill = {
  clientId: string;
  shipFromId: string;
  shipToId: string;
  lines: PreparedLine[];
  totals: { quantity: string; cases: string; weight: string; volume: string; pallets: string };
};

const scaleOk = (value: Decimal, scale: number) => value.decimalPlaces() <= scale;

/** A figure as sent: null when blank, false when not a number of at least 0 with `scale` decimals. */
function figure(raw: string | null, scale: number): Decimal | null | false {
  if (raw === null) return null;
  let value: Decimal;
  try {
    value = new Decimal(raw);
  } catch {
    return false;
  }
  if (!value.isFinite() || value.isNegative() || !scaleOk(value, scale) || value.gte(1e11)) return false;
  return value;
}

function prepareLine(
  line: WaybillLineInput,
  index: number,
  clientId: string | null,
  refs: WaybillRefs,
  fail: (field: string, key: MessageKey, params?: Record<string, unknown>) => void,
): PreparedLine | null {
  const at = (field: string) => `waybillLineList[${index}].${field}`;
  const lineNo = index + 1;
  const itemKey = line.itemId ?? line.itemCode;
  const item = lookup(refs.items, itemKey);
  if (itemKey && item?.enableFlag !== 'Y') {
    fail(at('itemId'), 'waybill.itemUnknown', { value: itemKey });
    return null;
  }
  if (item?.clientId && clientId && item.clientId !== clientId) {
    fail(at('itemId'), 'waybill.itemClient', { value: item.code });
    return null;
  }
  const before = { count: 0 };
  const problem = (field: string, key: MessageKey, params?: Record<string, unknown>) => {
    before.count++;
    fail(at(field), key, params);
  };
  const temperature = line.temperature ?? item?.temperature ?? null;
  if (!temperature) problem('temperature', 'common.required');
  const dictValue = (field: keyof typeof DICTS, value: string | null) => {
    if (value && !refs.dicts.get(DICTS[field])?.has(value))
      problem(field, 'waybill.dictUnknown', { field, value });
  };
  dictValue('temperature', temperature);
  const classification = line.itemTransClassification ?? item?.transClassification ?? null;
  dictValue('itemTransClassification', classification);
  const matType = line.matType ?? item?.matType ?? null;
  dictValue('matType', matType);

  const quantity = figure(line.quantity, 3);
  if (!quantity || quantity.isZero()) problem('quantity', 'waybill.lineQuantity', { line: lineNo });
  const num = (field: 'cases' | 'weight' | 'volume' | 'pallets' | 'containerQuantity', scale: number) => {
    const value = figure(line[field], scale);
    if (value === false) problem(field, 'waybill.lineFigure', { line: lineNo, field });
    return value || null;
  };
  const weight = num('weight', ITEM_WEIGHT_SCALE);
  const volume = num('volume', ITEM_VOLUME_SCALE);
  const cases = num('cases', 3);
  const pallets = num('pallets', 3);
  const containerQuantity = num('containerQuantity', 3);
  if (before.count > 0 || !quantity) return null;

  // Blank figures come from the item: weight and volume per unit, cases and pallets by its pack factors.
  const measures = lineMeasures({
    quantity: quantity.toString(),
    weightKg: item?.weightKg,
    volumeM3: item?.volumeM3,
  });
  const packed = item
    ? packQuantity({
        quantity: quantity.toString(),
        boxFactor: item.boxFactor,
        palletFactor: item.palletFactor,
      })
    : null;
  return {
    lineNo,
    itemId: item?.uuid ?? null,
    itemCode: item?.code ?? line.itemCode,
    itemName: item?.name ?? null,
    temperature,
    itemType: item?.itemType ?? null,
    itemTransClassification: classification,
    matType,
    unit: item?.basicUnit ?? null,
    quantity: quantity.toFixed(3),
    cases: (cases ?? new Decimal(packed?.boxes ?? 0)).toFixed(3),
    weight: weight ? weight.toFixed(ITEM_WEIGHT_SCALE) : measures.weightKg,
    volume: volume ? volume.toFixed(ITEM_VOLUME_SCALE) : measures.volumeM3,
    pallets: (pallets ?? new Decimal(packed?.pallets ?? 0)).toFixed(3),
    containerQuantity: (containerQuantity ?? new Decimal(0)).toFixed(3),
    remark: line.remark,
  };
}

/**
 * Checks one waybill against the references: client known and among the caller's, stations known,
 * enabled and of the caller's center (or shared), distinct; times in order; dictionary values; at least
 * one line, each valid. Totals are summed from the prepared lines with the domain's exact totalsOf.
 */
export function prepareWaybill(
  input: WaybillInput,
  refs: WaybillRefs,
  scope: BaseScope,
  centerId: string,
): { problems: WaybillProblem[]; prepared: PreparedWaybill | null } {
  const problems: WaybillProblem[] = [];
  const fail = (field: string, key: MessageKey, params?: Record<string, unknown>) =>
    problems.push({ field, key, params });

  const clientKey = input.clientId ?? input.clientCode;
  const client = lookup(refs.clients, clientKey);
  if (!clientKey) fail('clientId', 'common.required');
  else if (!client) fail('clientId', 'waybill.clientUnknown', { value: clientKey });
  else if (scope.clientIds && !scope.clientIds.includes(client.uuid))
    fail('clientId', 'waybill.clientDenied', { value: client.code });

  const station = (field: 'shipFromId' | 'shipToId', key: string | null) => {
    const found = lookup(refs.stations, key);
    if (!key) fail(field, 'common.required');
    else if (found?.enableFlag !== 'Y') fail(field, 'waybill.stationUnknown', { value: key });
    else if (found.dispatchCenterId && found.dispatchCenterId !== centerId)
      fail(field, 'waybill.stationOutsideCenter', { value: found.code });
    else return found;
    return undefined;
  };
  const from = station('shipFromId', input.shipFromId ?? input.shipFromCode);
  const to = station('shipToId', input.shipToId ?? input.shipToCode);
  if (from && to && from.uuid === to.uuid) fail('shipToId', 'waybill.sameStation');
  if (input.etd && input.eta && isTimeAfter(input.etd, input.eta)) fail('eta', 'waybill.etaBeforeEtd');
  for (const field of ['transType', 'orderType', 'orderBreed'] as const) {
    const value = input[field];
    if (value && !refs.dicts.get(DICTS[field])?.has(value))
      fail(field, 'waybill.dictUnknown', { field, value });
  }

  if (input.waybillLineList.length === 0) fail('waybillLineList', 'waybill.linesRequired');
  const lines = input.waybillLineList.map((line, i) =>
    prepareLine(line, i, client?.uuid ?? null, refs, fail),
  );
  if (problems.length > 0 || !client || !from || !to) return { problems, prepared: null };

  const ready = lines as PreparedLine[];
  const { total } = totalsOf([
    {
      uuid: '',
      shipFromId: from.uuid,
      shipToId: to.uuid,
      tempVoLists: ready.map((l) => ({
        tempCode: l.temperature ?? '',
        cases: l.cases,
        weight: l.weight,
        volume: l.volume,
        pallets: l.pallets,
        quantity: l.quantity,
        containerQuantity: l.containerQuantity,
      })),
    },
  ]);
  return {
    problems,
    prepared: {
      clientId: client.uuid,
      shipFromId: from.uuid,
      shipToId: to.uuid,
      lines: ready,
      totals: {
        quantity: total.quantity,
        cases: total.cases,
        weight: total.weight,
        volume: total.volume,
        pallets: total.pallets,
      },
    },
  };
}
