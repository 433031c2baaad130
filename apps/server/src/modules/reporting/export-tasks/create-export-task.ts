import type { Lang, MessageKey } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Deps } from '../../../platform/deps';
import { t } from '../../../platform/i18n';
import { reportExportJob } from '../../../platform/jobs';
import { insertTask } from './repository';

/**
 * Records an export as a WAIT task of the caller and queues it. The task row is durable: when jobs
 * are off on this instance, or the queueing is lost, the jobs' sweep still finds and runs it.
 */
export async function createExportTask(
  deps: Pick<Deps, 'db' | 'jobs'>,
  input: {
    kind: string;
    /** Message key of the task's name, translated into the caller's language. */
    nameKey: MessageKey;
    params: Record<string, unknown>;
    caller: AuthContext;
    lang: Lang;
  },
): Promise<number> {
  const id = await insertTask(deps.db, {
    name: t(input.lang, input.nameKey),
    kind: input.kind,
    params: input.params,
    lang: input.lang,
    createUserId: Number(input.caller.userId),
    dispatchCenterId: input.caller.dispatchCenterId,
  });
  // The task row is already durable: a failed send only delays it until the next sweep.
  await deps.jobs?.send(reportExportJob, { taskId: id }).catch(() => undefined);
  return id;
}
