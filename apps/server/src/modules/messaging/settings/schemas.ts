import { WEBHOOK_URL_MAX } from '@tms/domain';
import { z } from 'zod';
import { idText } from '../message/schemas';

/** The most extra recipients (roles, users) one message type may name. */
const MAX_IDS = 1_000;

const typeText = z.string().trim().min(1).max(64).describe('A value of the message_type dictionary');

export const settingRow = z.object({
  type: typeText,
  roleIds: z.array(z.string()).describe('Roles whose enabled users also receive system messages of the type'),
  userIds: z.array(z.string()).describe('Users who also receive system messages of the type'),
  roles: z.array(z.object({ id: z.string(), roleName: z.string() })).describe('The chosen roles, by name'),
  users: z
    .array(z.object({ id: z.string(), userName: z.string(), nickName: z.string() }))
    .describe('The chosen users, by name'),
  inApp: z.literal(true).describe('The inbox: always on'),
  emailEnabled: z.boolean(),
  webhookEnabled: z.boolean(),
  webhookUrl: z.string().nullable(),
  webhookSecretSet: z
    .boolean()
    .describe('Whether a signing secret exists (the secret itself is never answered)'),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
export type SettingRow = z.infer<typeof settingRow>;

export const settingList = z.object({
  emailAvailable: z.boolean().describe('Whether the server has a mail transport (SMTP_URL)'),
  rows: z.array(settingRow),
});

export const saveBody = z.object({
  type: typeText,
  roleIds: z.array(idText).max(MAX_IDS).default([]),
  userIds: z.array(idText).max(MAX_IDS).default([]),
  emailEnabled: z.boolean().default(false),
  webhookEnabled: z.boolean().default(false),
  webhookUrl: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX + 1)
    .nullish()
    .transform((v) => v || null),
  generateSecret: z
    .boolean()
    .default(false)
    .describe(
      'Replace the signing secret with a new one (a webhook switched on without one gets one anyway)',
    ),
});
export type SaveSettingInput = z.infer<typeof saveBody>;

export const savedSetting = z.object({
  type: z.string(),
  webhookSecret: z
    .string()
    .nullable()
    .describe('The new signing secret, answered this once; null when the secret did not change'),
});

export const testWebhookBody = z.object({
  type: typeText,
  webhookUrl: z
    .string()
    .trim()
    .max(WEBHOOK_URL_MAX + 1)
    .nullish()
    .transform((v) => v || null)
    .describe('The URL to try (the stored one when absent); signed with the stored secret'),
});

export const testWebhookResult = z.object({
  status: z.number().int().describe('The HTTP status the URL answered'),
  ok: z.boolean().describe('Whether the status is 2xx (what a delivery counts as delivered)'),
});

export const settingOptions = z.object({
  roles: z.array(z.object({ id: z.string(), roleName: z.string(), roleKey: z.string() })),
  users: z.array(z.object({ id: z.string(), userName: z.string(), nickName: z.string() })),
});
