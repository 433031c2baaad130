import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertRules,
  messageRecipients,
  messages,
  outboxEvents,
  reportTasks,
  shipmentLogs,
  vehicles,
} from '../../../db/schema';
import { formatDateTime } from '../../../platform/format-time';
import type { DomainEvents, EventType, ListenerContext, OutboxEvent } from '../../../platform/jobs';
import { createTestApp, type TestApp } from '../../../test/harness';
import { waitFor } from '../../../test/wait-for';
import { insertAlerts, insertExceptionEtas } from '../../monitoring';
import { announceInsuranceEnding } from './jobs/insurance-cron';
import { messageAlertRaised } from './listeners/alert-raised';
import { messageExceptionEtaRaised } from './listeners/exception-eta-raised';
import { messageExportFinished } from './listeners/export-finished';
import { messageImportFinished } from './listeners/import-finished';
import { messageShipmentReviewed } from './listeners/shipment-reviewed';

type Row = {
  id: string;
  type: string;
  title: string;
  senderId: string;
  senderName: string;
  system: boolean;
  link: string | null;
};

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  for (const name of ['admin', 'zhang.wei', 'li.na', 'wang.fang', 'chen.jie', 'huang.min']) {
    tokens.set(name, await t.login(name));
  }
});
afterAll(async () => {
  await t.close();
});

const token = (name: string) => tokens.get(name) ?? '';
const ctx = () => ({ tx: t.database.db }) as unknown as ListenerContext;
let eventId = 1_000_000;
const event = <K extends EventType>(type: K, payload: DomainEvents[K]): OutboxEvent<K> => ({
  id: eventId++,
  type,
  payload,
  createTime: new Date(),
});

/** The user's inbox rows of one type, newest first, as they read it in `lang`. */
const inbox = async (name: string, type: string, lang = 'zh-CN') => {
  const res = await t.call<Row[]>('POST', '/api/message/inbox/list', {
    token: token(name),
    body: { type, pageSize: 50 },
    lang,
  });
  expect(res.body.code).toBe(0);
  return res.body.data;
};
const read = async (name: string, id: string, lang = 'zh-CN') =>
  (
    await t.call<Row & { body: string }>('GET', `/api/message/inbox/read/${id}`, {
      token: token(name),
      lang,
    })
  ).body.data;

describe('a shipment review tells its applicant', () => {
  it('a rejection reaches whoever applied, in each reader\u2019s language, from the system', async () => {
    await t.database.db
      .insert(shipmentLogs)
      .values({ shipmentId: 'review-1', action: 'apply', createBy: 'wang.fang', toStatus: 'A' });
    await messageShipmentReviewed.run(
      ctx(),
      event('shipment.transitioned', {
        shipmentId: 'review-1',
        shipmentCode: 'SH-REVIEW-1',
        action: 'reject',
        fromStatus: 'A',
        toStatus: 'R',
        by: 'zhang.wei',
      }),
    );
    const [zh] = await inbox('wang.fang', 'SHIPMENT_REVIEW');
    expect(zh).toMatchObject({
      title: '调度单 SH-REVIEW-1 被驳回',
      senderId: '0',
      senderName: '系统',
      system: true,
      link: '/Shipment/ShipmentR',
    });
    const [en] = await inbox('wang.fang', 'SHIPMENT_REVIEW', 'en-US');
    expect(en?.title).toBe('Shipment SH-REVIEW-1 rejected');
    const detail = await read('wang.fang', en?.id ?? '', 'en-US');
    expect(detail.body).toBe(
      '<p>The shipment SH-REVIEW-1 you applied for was rejected by zhang.wei. Change its scheduling and apply again.</p>',
    );
    expect(detail.senderName).toBe('System');
    // The reviewer is not told of their own step.
    expect(await inbox('zhang.wei', 'SHIPMENT_REVIEW')).toEqual([]);
  });

  it('an approval names the approver; other steps and self-review send nothing', async () => {
    await t.database.db
      .insert(shipmentLogs)
      .values({ shipmentId: 'review-2', action: 'apply', createBy: 'huang.min', toStatus: 'A' });
    const step = (action: 'examine' | 'ship', by: string) =>
      messageShipmentReviewed.run(
        ctx(),
        event('shipment.transitioned', {
          shipmentId: 'review-2',
          shipmentCode: 'SH-REVIEW-2',
          action,
          fromStatus: 'A',
          toStatus: 'X',
          by,
        }),
      );
    await step('ship', 'chen.jie');
    await step('examine', 'huang.min');
    expect(await inbox('huang.min', 'SHIPMENT_REVIEW')).toEqual([]);
    await step('examine', 'chen.jie');
    const rows = await inbox('huang.min', 'SHIPMENT_REVIEW', 'en-US');
    expect(rows.map((r) => r.title)).toEqual(['Shipment SH-REVIEW-2 approved']);
  });
});

describe('an export tells whoever asked for it', () => {
  it('finished and failed exports, with the task name and the reason', async () => {
    const [done, failed] = await t.database.db
      .insert(reportTasks)
      .values([
        { name: 'Waybills of today', kind: 'test', status: 'FINISH', createUserId: 2 },
        { name: 'Stations', kind: 'test', status: 'FAIL', remark: 'disk full', createUserId: 2 },
      ])
      .returning({ id: reportTasks.id });
    for (const [task, status] of [
      [done, 'FINISH'],
      [failed, 'FAIL'],
    ] as const)
      await messageExportFinished.run(
        ctx(),
        event('report.task.finished', { taskId: task?.id ?? 0, userId: 2, kind: 'test', status }),
      );
    const rows = await inbox('zhang.wei', 'EXPORT', 'en-US');
    expect(rows.map((r) => r.title).sort()).toEqual([
      'Export failed: Stations',
      'Export finished: Waybills of today',
    ]);
    const failedRow = rows.find((r) => r.title.startsWith('Export failed'));
    expect((await read('zhang.wei', failedRow?.id ?? '', 'en-US')).body).toBe(
      '<p>Your export &quot;Stations&quot; failed: disk full</p>',
    );
  });
});

describe('an import\u2019s report stays in the importer\u2019s inbox', () => {
  it('a refused upload writes the event with the operation log, and its message names the screen', async () => {
    const boundary = '----tmsimport';
    const res = await t.call('POST', '/api/system/station/importData', {
      token: token('admin'),
      lang: 'en-US',
      body: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stations.xlsx"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\nnot a spreadsheet\r\n--${boundary}--\r\n`,
      ),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.body.code).not.toBe(0);
    const stored = await waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.type, 'import.finished'))
        .orderBy(desc(outboxEvents.id))
        .limit(1);
      return row;
    });
    const payload = stored.payload as DomainEvents['import.finished'];
    expect(payload).toMatchObject({ userId: 1, ok: false, result: res.body.msg });
    await messageImportFinished.run(ctx(), event('import.finished', payload));
    const [row] = await inbox('admin', 'IMPORT', 'en-US');
    expect(row?.title).toMatch(/^Import failed: /);
    expect(row?.title).not.toContain('/api');
    const detail = await read('admin', row?.id ?? '', 'en-US');
    expect(detail.body).toContain(res.body.msg.replaceAll('"', '&quot;'));
  });
});

describe('monitoring tells the people of the shipment\u2019s center', () => {
  it('an alert goes to the roles its rule informs, only among those who see its center', async () => {
    const [rule] = await t.database.db.select({ uuid: alertRules.uuid }).from(alertRules).limit(1);
    await t.database.db
      .update(alertRules)
      .set({ informRoles: ['dispatcher'] })
      .where(eq(alertRules.uuid, rule?.uuid ?? ''));
    const [alertId] = await insertAlerts(t.database.db, [
      {
        alertKey: 'message-test|temp',
        shipmentId: 'shp-msg',
        shipmentCode: 'SH-ALERT-1',
        ruleId: rule?.uuid ?? null,
        alertType: 'temp',
        level: 'serious',
        dispatchCenterId: 'dc-gz',
        alertContent: '温度 9.5℃ 超出 2~8℃',
        vehicleIdMainNumberPlates: '粤A12345',
        startTime: new Date('2026-11-27T02:00:00Z'),
        createBy: 'monitor',
      },
    ]);
    await messageAlertRaised.run(
      ctx(),
      event('alert.raised', {
        alertId: alertId ?? 0,
        shipmentId: 'shp-msg',
        ruleId: rule?.uuid ?? null,
        centerId: 'dc-gz',
      }),
    );
    const [message] = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.type, 'ALERT'))
      .orderBy(desc(messages.id))
      .limit(1);
    const told = (
      await t.database.db
        .select({ id: messageRecipients.userId })
        .from(messageRecipients)
        .where(eq(messageRecipients.messageId, message?.id ?? 0))
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
    // Dispatchers of dc-gz: li.na (3) and chen.jie (5); zhang.wei (2) is a dispatcher of dc-sh only.
    expect(told).toEqual([3, 5]);
    const [en] = await inbox('chen.jie', 'ALERT', 'en-US');
    expect(en).toMatchObject({ title: 'Alert: SH-ALERT-1 Temperature', link: '/alert/temp' });
    const [zh] = await inbox('chen.jie', 'ALERT');
    expect(zh?.title).toBe('告警：SH-ALERT-1 温度告警');
    expect((await read('chen.jie', zh?.id ?? '')).body).toContain('粤A12345');
  });

  it('a new ETA exception goes to the users of its center', async () => {
    const [id] = await insertExceptionEtas(t.database.db, [
      {
        shipmentId: 'shp-eta',
        shipmentCode: 'SH-ETA-1',
        dispatchCenterId: 'dc-sh',
        predictedEta: new Date('2026-11-27T06:30:00Z'),
        plannedEta: new Date('2026-11-27T06:00:00Z'),
        lateMinutes: 30,
        createBy: 'monitor',
      },
    ]);
    await messageExceptionEtaRaised.run(
      ctx(),
      event('exceptionEta.raised', { exceptionId: id ?? 0, shipmentId: 'shp-eta', centerId: 'dc-sh' }),
    );
    const [row] = await inbox('zhang.wei', 'EXCEPTION_ETA', 'en-US');
    expect(row).toMatchObject({
      title: 'ETA exception: SH-ETA-1 expected 30 min late',
      link: '/exceptionEta?dealStatus=N',
    });
    // Times are written in the reader's zone (Asia/Shanghai: UTC+8).
    expect((await read('zhang.wei', row?.id ?? '', 'en-US')).body).toContain('2026-11-27 14:30');
    expect(await inbox('chen.jie', 'EXCEPTION_ETA')).toEqual([]);
  });
});

describe('vehicle insurance ending within 30 days', () => {
  it('tells the fleet\u2019s keepers once per vehicle and end day, and never a carrier-scoped user', async () => {
    const now = new Date('2026-11-27T01:00:00Z');
    const day = (offset: number) =>
      formatDateTime(new Date(now.getTime() + offset * 86_400_000), null).slice(0, 10);
    const fleet = await t.database.db.select({ uuid: vehicles.uuid }).from(vehicles).limit(3);
    const [soon, later, ended] = fleet.map((v) => v.uuid);
    await t.database.db.update(vehicles).set({ insuranceEnd: day(400) });
    await t.database.db
      .update(vehicles)
      .set({ insuranceEnd: day(10) })
      .where(eq(vehicles.uuid, soon ?? ''));
    await t.database.db
      .update(vehicles)
      .set({ insuranceEnd: day(31) })
      .where(eq(vehicles.uuid, later ?? ''));
    await t.database.db
      .update(vehicles)
      .set({ insuranceEnd: day(-1) })
      .where(eq(vehicles.uuid, ended ?? ''));

    expect(await announceInsuranceEnding(t.database.db, now)).toBe(1);
    expect(await announceInsuranceEnding(t.database.db, now)).toBe(0);
    const [row] = await inbox('admin', 'INSURANCE', 'en-US');
    expect(row?.title).toBe(`Insurance of vehicle ${row?.title.split(' ')[3]} ends on ${day(10)}`);
    expect((await read('admin', row?.id ?? '', 'en-US')).body).toContain('ends in 10 days');
    const told = await t.database.db
      .select({ id: messageRecipients.userId })
      .from(messageRecipients)
      .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
      .where(and(eq(messages.type, 'INSURANCE'), eq(messageRecipients.userId, 9)));
    expect(told).toEqual([]);

    // A renewed insurance, ending later, is told of again when its time comes.
    await t.database.db
      .update(vehicles)
      .set({ insuranceEnd: day(20) })
      .where(eq(vehicles.uuid, soon ?? ''));
    expect(await announceInsuranceEnding(t.database.db, now)).toBe(1);
  });
});
