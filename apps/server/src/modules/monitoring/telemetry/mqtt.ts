import { hostname } from 'node:os';
import { MAX_READINGS_PER_BATCH } from '@tms/domain';
import type { IPublishPacket, MqttClient } from 'mqtt';
import type { Deps } from '../../../platform/deps';
import type { Logger } from '../../../platform/jobs/context';
import { ingestReadings } from './ingest-readings';

/** Fleets publish here: one JSON reading, a list, or {readings: [...]}, per message. */
export const TELEMETRY_TOPIC = 'tms/telemetry/+';

/** What one message carries, as a list of raw readings (anything else is one bad reading). */
export function messageReadings(payload: Buffer): unknown[] {
  const parsed: unknown = JSON.parse(payload.toString('utf8'));
  if (Array.isArray(parsed)) return parsed;
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    Array.isArray((parsed as { readings?: unknown }).readings)
  ) {
    return (parsed as { readings: unknown[] }).readings;
  }
  return [parsed];
}

/**
 * Subscribes to the telemetry topic (QoS 1) and stores each message's readings before acknowledging it:
 * the PUBACK goes out only after the store committed, and the session is kept (clean: false, a stable
 * client id), so a message the server did not store is delivered again after a crash or a broker hiccup.
 * The broker is trusted like a signed-in sender; the topic's last segment names the device of readings
 * that name none. A message that is not JSON can never be stored: it is logged and acknowledged.
 */
export async function startTelemetryMqtt(
  deps: Deps,
  log: Logger,
  options: { url: string; clientId?: string },
): Promise<() => Promise<void>> {
  // Loaded only where a broker is configured.
  const { default: mqtt } = await import('mqtt');
  const client: MqttClient = mqtt.connect(options.url, {
    clientId: options.clientId ?? process.env.MQTT_CLIENT_ID ?? `tms-server-${hostname()}`,
    clean: false,
    reconnectPeriod: 2_000,
    connectTimeout: 10_000,
  });
  client.handleMessage = (packet: IPublishPacket, callback: (error?: Error) => void) => {
    void store(packet).then(
      () => callback(),
      (err: unknown) => {
        // Not acknowledged: the broker sends it again once the connection is back.
        log.error({ err, topic: packet.topic }, 'telemetry MQTT message not stored');
        callback(err instanceof Error ? err : new Error(String(err)));
        client.stream?.destroy();
      },
    );
  };
  client.on('error', (err) => log.warn({ err }, 'telemetry MQTT error'));
  client.on('connect', () => {
    client.subscribe(TELEMETRY_TOPIC, { qos: 1 }, (err) => {
      if (err) log.error({ err }, 'telemetry MQTT subscribe failed');
    });
  });

  async function store(packet: IPublishPacket) {
    const device = packet.topic.split('/').at(-1) || null;
    let readings: unknown[];
    try {
      readings = messageReadings(packet.payload as Buffer);
    } catch {
      log.warn({ topic: packet.topic }, 'telemetry MQTT message is not JSON; dropped');
      return;
    }
    for (let i = 0; i < readings.length; i += MAX_READINGS_PER_BATCH) {
      const result = await ingestReadings(
        deps,
        { sender: 'mqtt' },
        readings.slice(i, i + MAX_READINGS_PER_BATCH),
        { defaultDeviceNo: device, log },
      );
      if (result.rejected.length > 0) {
        log.warn(
          { topic: packet.topic, rejected: result.rejected.slice(0, 20) },
          'telemetry MQTT readings refused',
        );
      }
    }
  }

  return async () => {
    await client.endAsync();
  };
}
