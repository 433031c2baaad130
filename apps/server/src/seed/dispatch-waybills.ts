import { randomUUID } from 'node:crypto';
import { formatDispatchTime } from '@tms/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { items, orders, stations } from '../db/schema';
import { issueDocumentNumbers } from '../modules/base';
import { createWaybills, transitionWaybills, type WaybillInput } from '../modules/dispatch';
import type { Tx } from '../platform/db';
import { seededRandom } from '../platform/seeded-random';
import { DEMO_CENTERS } from './demo';
import { seedCaller } from './dispatch-callers';

/** Upstream waybills arrive through the administrator's integration account. */
const UPSTREAM_USER = 'admin';

/** What the shipments are planned from: each center's audited waybills, by uuid and code. */
export type SeededWaybills = { count: number; audited: Map<string, { uuid: string; code: string }[]> };

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
 * waybills are created, reviewed and handed out through the use cases upstream systems and the waybill
 * screen call (createWaybills, transitionWaybills): the form's checks and totals, the number rule, the
 * logs and the events.
 */
export async function seedDispatchWaybills(tx: Tx): Promise<SeededWaybills> {
  const random = seededRandom(20261122);
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
  const itemsOf = await clientGoodsByLayer(tx);

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

  // Each center's day arrives as one upstream batch (the client's order pool sends them together),
  // then is reviewed, and a few waybills are handed out to a carrier.
  const audited = new Map<string, { uuid: string; code: string }[]>();
  let count = 0;
  for (const center of DEMO_CENTERS) {
    const batch = planned.filter((p) => p.centerId === center.uuid);
    if (batch.length === 0) continue;
    const caller = await seedCaller(tx, UPSTREAM_USER, center.uuid);
    const centerOrders = orderRows.filter((o) => o.dispatchCenterId === center.uuid);
    const inputs = batch.map((p) => {
      const own = centerOrders.filter((o) => o.clientId === p.input.clientId);
      const order = p.orderIndex === null ? undefined : own[p.orderIndex];
      return { ...p.input, orderCode: order?.code ?? null };
    });
    const created = await createWaybills(tx, caller, inputs, 'API');
    const withStatus = (...statuses: Planned['status'][]) =>
      created.filter((_, i) => statuses.includes((batch[i] as Planned).status));
    await transitionWaybills(
      tx,
      caller,
      withStatus('E', 'D').map((w) => w.uuid),
      'confirm',
    );
    const handedOut = withStatus('D').map((w) => w.uuid);
    if (handedOut.length > 0) await transitionWaybills(tx, caller, handedOut, 'handout');
    audited.set(center.uuid, withStatus('E'));
    count += created.length;
  }
  return { count, audited };
}

/** The clients' enabled goods (material type 1) by temperature layer, in code order: what demo waybills carry. */
export async function clientGoodsByLayer(tx: Tx): Promise<Map<string, Map<string, string[]>>> {
  const rows = await tx
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
  const byClient = new Map<string, Map<string, string[]>>();
  for (const it of rows) {
    const byLayer = byClient.get(it.clientId ?? '') ?? new Map<string, string[]>();
    byLayer.set(it.temperature, [...(byLayer.get(it.temperature) ?? []), it.code]);
    byClient.set(it.clientId ?? '', byLayer);
  }
  return byClient;
}
