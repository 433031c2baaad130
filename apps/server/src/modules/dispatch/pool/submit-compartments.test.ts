import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleModels } from '../../../db/schema';
import { at, insertStations, insertWaybill, line, messageOf, shClient } from '../../../test/fixtures/pool';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let zhang: string;
let client: string;
let S: Awaited<ReturnType<typeof insertStations>>;
let n = 0;
const MODEL = 'cp-semi';

/** A fresh audited waybill P1 -> D1 of one goods line, held by zhang.wei. */
async function waybill(temperature: string, weight: string) {
  n += 1;
  const id = await insertWaybill(t.database.db, `CP${String(n).padStart(3, '0')}`, S.P1, S.D1, {
    clientId: client,
    temperature,
    weight,
  });
  const taken = await t.call('POST', '/api/order/waybill/handmade', { token: zhang, body: { idList: [id] } });
  if (taken.body.code !== 0) throw new Error(taken.body.msg);
  return id;
}

const submit = (ids: string[], lang = 'en-US') =>
  t.call('POST', '/api/order/waybill/handmadeSubmit', {
    token: zhang,
    lang,
    body: {
      lines: [
        line(
          ids,
          [
            { stationId: S.P1, eta: at('06:00'), etd: at('06:30') },
            { stationId: S.D1, eta: at('08:00'), etd: at('08:15') },
          ],
          MODEL,
        ),
      ],
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  zhang = await t.login('zhang.wei');
  client = await shClient(t.database.db);
  S = await insertStations(t.database.db, 'cp', client);
  // A two-layer body of 10 t whose frozen compartment takes 300 kg; chilled is limited by the body only.
  await t.database.db.insert(vehicleModels).values({
    uuid: MODEL,
    code: 'CPSEMI',
    name: 'cp semitrailer',
    temperatureLayers: ['FROZEN', 'CHILLED'],
    ratedLoadKg: '10000',
    ratedVolumeM3: '50',
    compartments: [{ tempCode: 'FROZEN', ratedLoadKg: '300.000', ratedVolumeM3: null }],
    createBy: 'test',
  });
});
afterAll(async () => {
  await t.close();
});

describe('handmadeSubmit: compartments of a multi-compartment body', () => {
  it('refuses a line whose frozen goods exceed the frozen compartment, naming the layer in the reader’s language', async () => {
    const ids = [await waybill('FROZEN', '200'), await waybill('FROZEN', '150.5')];
    const answer = await submit(ids);
    expect(answer.body.code).not.toBe(0);
    expect(answer.body.msg).toMatch(messageOf('waybill.tip.model.compartmentWeight'));
    expect(answer.body.msg).toContain(
      'Line 1 exceeds model cp semitrailer’s Frozen (-18 °C) compartment rated load of 300 kg at stop',
    );
    expect(answer.body.msg).toMatch(/ by 50\.500 kg$/);
    expect(answer.body.msg).not.toContain('FROZEN');
    const chinese = await submit(ids, 'zh-CN');
    expect(chinese.body.msg).toContain('温层冷冻 (-18℃)分仓的额定载重300 kg，超出50.500 kg');
  });

  it('accepts the same weight in a layer without a compartment (the body’s 10 t applies)', async () => {
    const ids = [await waybill('CHILLED', '200'), await waybill('CHILLED', '150.5')];
    const answer = await submit(ids);
    expect(answer.body.code).toBe(0);
  });
});
