import { distinctIds, webhookUrlProblem } from '@tms/domain';
import type { AppConfig } from '../../../config';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { sealSecret, secretKeyOf } from '../../../platform/encryption';
import { AppError } from '../../../platform/errors';
import { enabledRoleIds, enabledUserIds, messageTypes } from '../message/repository';
import { newWebhookSecret } from './channels/webhook';
import { emailAvailable } from './list-settings';
import { settingOf, upsertSetting } from './repository';
import type { SaveSettingInput } from './schemas';

type SecretConfig = Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'secretKey'>;

/**
 * POST /message/setting/save: one type's setting. The type must be a message_type value, the roles and
 * users must exist and be enabled, a webhook URL must be http(s). A webhook switched on without a secret
 * gets one, as does a save asking for a new one; the new secret is answered this once and kept sealed.
 * E-mail cannot be switched on while the server has no mail transport (a setting already on stays, so
 * the rest of the row can still be saved).
 */
export async function saveSetting(
  db: Db,
  config: SecretConfig,
  caller: AuthContext,
  input: SaveSettingInput,
) {
  const urlProblem = webhookUrlProblem({ enabled: input.webhookEnabled, url: input.webhookUrl });
  if (urlProblem)
    throw AppError.invalid(urlProblem.key, 'params' in urlProblem ? urlProblem.params : undefined);
  if (!(await messageTypes(db)).includes(input.type))
    throw AppError.invalid('message.unknownType', { value: input.type });
  const roleIds = distinctIds(input.roleIds.map(Number));
  const userIds = distinctIds(input.userIds.map(Number));
  const knownRoles = new Set(await enabledRoleIds(db, roleIds));
  const unknownRoles = roleIds.filter((id) => !knownRoles.has(id));
  if (unknownRoles.length > 0)
    throw AppError.invalid('messageSetting.unknownRoles', { value: unknownRoles.join(', ') });
  const knownUsers = new Set(await enabledUserIds(db, userIds));
  const unknownUsers = userIds.filter((id) => !knownUsers.has(id));
  if (unknownUsers.length > 0)
    throw AppError.invalid('messageSetting.unknownUsers', { value: unknownUsers.join(', ') });

  return db.transaction(async (tx) => {
    const existing = await settingOf(tx, input.type);
    if (input.emailEnabled && !existing?.emailEnabled && !emailAvailable(config))
      throw AppError.invalid('messageSetting.emailUnavailable');
    const needsSecret = input.generateSecret || (input.webhookEnabled && !existing?.webhookSecret);
    const webhookSecret = needsSecret ? newWebhookSecret() : null;
    await upsertSetting(tx, input.type, {
      roleIds,
      userIds,
      emailEnabled: input.emailEnabled,
      webhookEnabled: input.webhookEnabled,
      webhookUrl: input.webhookUrl,
      webhookSecret: webhookSecret
        ? sealSecret(webhookSecret, secretKeyOf(config))
        : (existing?.webhookSecret ?? null),
      updateBy: caller.userName,
      updateTime: new Date(),
    });
    return { type: input.type, webhookSecret };
  });
}
