import { randomUUID } from 'node:crypto';
import { formatDispatchTime } from '@tms/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { items, orders, stations } from '../db/schema';
import { issueDocumentNumbers } from '../modules/base';
import {
  linesFor,
  loadRefs,
  prepareWaybill,
  waybillRepository as repo,
  type WaybillInput,
  waybillColumns,
} from '../modules/dispatch';
import type { Tx } from '../platform/db';
import { DEMO_CENTERS } from './demo';

/** mulberry32: the same demo day on every seed (only the date moves with the calendar). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tomorrow 00:00 as a wall-clock reading in Shanghai/Hong Kong (UTC+8, no daylight saving). */
function tomorrowStart(now = new Date()): number {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
}

type Planned = { input: WaybillInput; centerId: string; status: 'O' | 'E' | 'D'; orderIndex: number | null };

/**
 * "A day of work": for every demo center, waybills for tomorrow from the center's warehouses
 * (now and then a hub) to its stores, with lines of the store's client's items
 * in one to three temperature layers, three to six per store; about one in ten a split candidate (four or five lines). Mostly
 * audited (E), some open (O), a few handed out (D); three orders per center own some of them. The
 * waybills go through the same checks and totals as the form (prepareWaybill), inserted in bulk.
 */
export async function seedDispatchWaybills(tx: Tx): Promise<number> {
  const random = prng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const day = tomorrowStart();
  const at = (minutes: number) => formatDispatchTime(day + minutes * 60_000);

  const stationRows = await tx
    .select({
      uuid: stations.uuid,
      code: stations.code,
      clientId: stations.clientId,
      dispatchCenterId: stations.dispatchCenterId,
    })
    .from(stations)
    .where(and(eq(stations.delFlag, '0'), eq(stations.enableFlag, 'Y')))
    .orderBy(asc(stations.code));
  const itemRows = await tx
    .select({ code: items.code, clientId: items.clientId, temperature: items.temperature })
    .from(items)
    .where(
      and(
        eq(items.enableFlag, 'Y'),
        eq(items.delFlag, '0'),
        isNotNull(items.clientId),
        eq(items.matType, '1'),
      ),
    )
    .orderBy(asc(items.code));
  const itemsOf = new Map<string, Map<string, string[]>>();
  for (const it of itemRows) {
    const byLayer = itemsOf.get(it.clientId ?? '') ?? new Map<string, string[]>();
    byLayer.set(it.temperature, [...(byLayer.get(it.temperature) ?? []), it.code]);
    itemsOf.set(it.clientId ?? '', byLayer);
  }

  const planned: Planned[] = [];
  for (const center of DEMO_CENTERS) {
    const own = stationRows.filter((s) => s.dispatchCenterId === center.uuid);
    const origins = own.filter((s) => s.code.startsWith('W-'));
    const hubs = own.filter((s) => s.code.startsWith('H-'));
    const stores = own.filter((s) => s.code.startsWith('S-') && s.clientId);
    if (origins.length === 0) continue;
    for (const store of stores) {
      const layers = itemsOf.get(store.clientId ?? '');
      if (!layers || layers.size === 0) continue;
      const count = 3 + Math.floor(random() * 4);
      for (let n = 0; n < count; n++) {
        const split = random() < 0.1;
        const layerCodes = [...layers.keys()];
        const lineCount = split ? 4 + Math.floor(random() * 2) : 1 + Math.floor(random() * 3);
        const lines = Array.from({ length: lineCount }, (_, i) => {
          const layer = layerCodes[(i + n) % layerCodes.length] as string;
          return { itemCode: pick(layers.get(layer) ?? []), quantity: String(6 + Math.floor(random() * 90)) };
        });
        const etd = 240 + Math.floor(random() * 16) * 15; // 04:00 to 07:45
        const eta = etd + 90 + Math.floor(random() * 12) * 15;
        const roll = random();
        planned.push({
          centerId: center.uuid,
          status: roll < 0.82 ? 'E' : roll < 0.96 ? 'O' : 'D',
          orderIndex: random() < 0.1 ? Math.floor(random() * 3) : null,
          input: {
            refNo: `PO${center.code}${String(planned.length + 1).padStart(5, '0')}`,
            orderCode: null,
            clientId: store.clientId,
            clientCode: null,
            shipFromId: (random() < 0.1 && hubs.length ? pick(hubs) : pick(origins)).uuid,
            shipFromCode: null,
            shipToId: store.uuid,
            shipToCode: null,
            etd: at(etd),
            eta: at(eta),
            requiredDeliveryTime: at(eta + 120),
            orderType: '1',
            orderBreed: layerCodes.length > 1 ? '4' : null,
            transType: '3',
            transMode: null,
            isCalllist: 'N',
            splittable: split || random() < 0.7 ? 'Y' : 'N',
            byContainer: 'N',
            remark: null,
            waybillLineList: lines.map((l, i) => ({
              itemId: null,
              itemCode: l.itemCode,
              temperature: null,
              // Split candidates carry one fragile line, so the transport-class split has a choice.
              itemTransClassification: split && i === lines.length - 1 ? '2' : null,
              matType: null,
              quantity: l.quantity,
              cases: null,
              weight: null,
              volume: null,
              pallets: null,
              containerQuantity: null,
              remark: null,
            })),
          },
        });
      }
    }
  }

  const refs = await loadRefs(
    tx,
    planned.map((p) => p.input),
  );
  const unrestricted = {
    centerId: null,
    unrestricted: true,
    carrierStaff: false,
    clientIds: null,
    carrierIds: null,
    zoneIds: null,
  };

  // Three orders per center (upstream, effective), owning about a tenth of that center's waybills.
  const orderRows: (typeof orders.$inferInsert)[] = [];
  for (const center of DEMO_CENTERS) {
    const first = planned.find((p) => p.centerId === center.uuid);
    if (!first?.input.clientId) continue;
    const codes = await issueDocumentNumbers(tx, { refType: 'order', dispatchCenterId: center.uuid }, 3);
    codes.forEach((code, i) => {
      orderRows.push({
        uuid: randomUUID(),
        code,
        clientId: first.input.clientId,
        dispatchCenterId: center.uuid,
        orderType: '1',
        status: i === 2 ? 'O' : 'E',
        manual: i === 2 ? 'Y' : 'N',
        source: i === 2 ? 'FORM' : 'API',
        createBy: 'seed',
      });
    });
  }
  if (orderRows.length > 0) await tx.insert(orders).values(orderRows);

  const groups = new Map<string, Planned[]>();
  for (const p of planned) {
    const key = `${p.centerId}|${p.input.clientId}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  const rows: repo.WaybillInsert[] = [];
  const lines: repo.WaybillLineInsert[] = [];
  const logs: repo.WaybillLogInsert[] = [];
  const now = new Date();
  const total = [...groups.values()].reduce((n, batch) => n + batch.length, 0);
  // Orders arrive through the morning: one every 30 s up to now, so the list's newest-first order reads naturally.
  const arrival = () => new Date(now.getTime() - (total - rows.length) * 30_000);
  for (const batch of groups.values()) {
    const head = batch[0] as Planned;
    const codes = await issueDocumentNumbers(
      tx,
      { refType: 'waybill', clientId: head.input.clientId, dispatchCenterId: head.centerId },
      batch.length,
    );
    batch.forEach((p, i) => {
      const { prepared, problems } = prepareWaybill(p.input, refs, unrestricted, p.centerId);
      if (!prepared) throw new Error(`seed waybill ${p.input.refNo}: ${problems[0]?.key}`);
      const centerOrders = orderRows.filter(
        (o) => o.dispatchCenterId === p.centerId && o.clientId === prepared.clientId,
      );
      const order = p.orderIndex === null ? undefined : centerOrders[p.orderIndex];
      const uuid = randomUUID();
      rows.push({
        ...waybillColumns({ ...p.input, orderCode: order?.code ?? null }, prepared, order?.uuid ?? null),
        uuid,
        code: codes[i] as string,
        dispatchCenterId: p.centerId,
        refDispatchId: p.centerId,
        status: p.status,
        source: 'API',
        auditTime: p.status === 'O' ? null : now,
        handoutFlag: p.status === 'D' ? 'Y' : 'N',
        createBy: 'seed',
        createTime: arrival(),
      });
      lines.push(...linesFor(uuid, prepared, 'seed'));
      logs.push({ waybillId: uuid, action: 'create', toStatus: 'O', remark: 'API', createBy: 'seed' });
      if (p.status !== 'O')
        logs.push({ waybillId: uuid, action: 'confirm', fromStatus: 'O', toStatus: 'E', createBy: 'seed' });
      if (p.status === 'D')
        logs.push({ waybillId: uuid, action: 'handout', fromStatus: 'E', toStatus: 'D', createBy: 'seed' });
    });
  }
  await repo.insertWaybills(tx, rows, lines, logs);
  return rows.length;
}
