import { randomUUID } from 'node:crypto';
import { Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { telemetryReadings, vehicles } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/harness';
import { messageReadings } from './mqtt';

/** The broker CI runs (Mosquitto); the subscriber test runs wherever it answers. */
const MQTT_URL = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function brokerAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
    socket.connect(Number(port || 1883), hostname);
  });
}
const brokerUp = await brokerAnswers(MQTT_URL);

describe('MQTT messages', () => {
  it('carry one reading, a list, or {readings}', () => {
    expect(messageReadings(Buffer.from('{"time":1}'))).toEqual([{ time: 1 }]);
    expect(messageReadings(Buffer.from('[{"time":1},{"time":2}]'))).toHaveLength(2);
    expect(messageReadings(Buffer.from('{"readings":[{"time":1}]}'))).toEqual([{ time: 1 }]);
    expect(() => messageReadings(Buffer.from('not json'))).toThrow();
  });
});

// CI always has the broker: there a missing one fails the run instead of hiding the test.
describe.skipIf(!brokerUp && !process.env.CI)('the MQTT subscriber (Mosquitto)', () => {
  let t: TestApp;
  const clientId = `tms-test-${randomUUID().slice(0, 8)}`;
  const device = `MQTT-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    process.env.MQTT_CLIENT_ID = clientId;
    t = await createTestApp({ mqttUrl: MQTT_URL });
    const [carrier] = await t.database.db.select({ carrierId: vehicles.carrierId }).from(vehicles).limit(1);
    await t.database.db.insert(vehicles).values({
      uuid: 'mq-v',
      carrierId: carrier?.carrierId ?? 'cr',
      code: 'MQ-V',
      plateNumber: 'MQ-V',
      deviceNumber: device,
    });
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.MQTT_CLIENT_ID;
    // The test's kept session goes with it.
    const wipe = await mqtt.connectAsync(MQTT_URL, { clientId, clean: true });
    await wipe.endAsync();
  });

  const storedTimes = async () =>
    (
      await t.database.db
        .select({ time: telemetryReadings.time })
        .from(telemetryReadings)
        .where(eq(telemetryReadings.deviceNo, device))
        .orderBy(telemetryReadings.time)
    ).map((r) => r.time.getTime());

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('stores readings of tms/telemetry/<device>, naming the device from the topic, each once', async () => {
    const now = Date.now();
    const publisher = await mqtt.connectAsync(MQTT_URL, { clientId: `${clientId}-pub` });
    // Subscribed once the app is ready; give the broker the subscription before publishing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const topic = `tms/telemetry/${device}`;
    await publisher.publishAsync(topic, JSON.stringify({ time: now - 3000, lat: 31, lon: 121, temps: [2] }), {
      qos: 1,
    });
    await publisher.publishAsync(
      topic,
      JSON.stringify({
        readings: [
          { deviceNo: device, time: now - 2000 },
          { time: now - 1000, lat: 99, lon: 0 },
          { time: now - 3000 },
        ],
      }),
      { qos: 1 },
    );
    await publisher.publishAsync(topic, 'not json', { qos: 1 });
    await publisher.publishAsync(topic, JSON.stringify([{ time: now - 500 }]), { qos: 1 });
    await publisher.endAsync();
    const times = await until(storedTimes, (list) => list.length >= 3);
    expect(times).toEqual([now - 3000, now - 2000, now - 500]);
  });
});
