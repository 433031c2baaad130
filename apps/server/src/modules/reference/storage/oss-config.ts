import type { OssConfig, ossConfigBody } from '@tms/contract';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { isS3Complete } from '../../../platform/s3-storage';
import { LOCAL_SERVICE } from '../../../platform/storage';
import {
  allOssConfigs,
  deactivateOthers,
  deleteOssConfigs,
  ensureOneActive,
  findOssConfig,
  findOssConfigsByIds,
  insertOssConfig,
  type OssConfigRow,
  ossConfigKeyTaken,
  updateOssConfigRow,
} from './repository';

export const MASKED_SECRET = '******';

/** A configuration as the API answers it, and as the save body parses it: the contract's. */
export type OssConfigView = OssConfig;
export type OssConfigInput = z.infer<typeof ossConfigBody>;

function view(row: OssConfigRow): OssConfigView {
  return {
    id: row.id,
    configKey: row.configKey,
    endpoint: row.endpoint,
    bucketName: row.bucketName,
    prefix: row.prefix,
    accessKey: row.accessKey,
    secretKey: row.secretKey ? MASKED_SECRET : null,
    domain: row.domain,
    region: row.region,
    isHttps: row.isHttps,
    status: row.status,
    remark: row.remark,
    // Whether files can be stored with it: local always, an S3-compatible store once it is complete.
    implemented: row.configKey === LOCAL_SERVICE || isS3Complete(row),
  };
}

export async function listOssConfigs(db: Db): Promise<OssConfigView[]> {
  return (await allOssConfigs(db)).map(view);
}

/**
 * Saves a storage configuration. status '0' makes it the one in use (the others stop); when nothing is
 * left in use, local storage is. A masked or empty secret keeps the stored one.
 */
export async function saveOssConfig(db: Db, caller: AuthContext, input: OssConfigInput): Promise<number> {
  const id = input.id && input.id > 0 ? input.id : undefined;
  if (await ossConfigKeyTaken(db, input.configKey, id)) {
    throw AppError.invalid('system.oss.configKeyTaken', { value: input.configKey });
  }
  const existing = id === undefined ? undefined : await findOssConfig(db, id);
  if (id !== undefined && !existing) throw AppError.notFound();
  const keepSecret = !input.secretKey || input.secretKey === MASKED_SECRET;
  const fields = {
    configKey: input.configKey,
    endpoint: input.endpoint || null,
    bucketName: input.bucketName || null,
    prefix: input.prefix || null,
    accessKey: input.accessKey || null,
    secretKey: keepSecret ? (existing?.secretKey ?? null) : (input.secretKey ?? null),
    domain: input.domain || null,
    region: input.region || null,
    isHttps: input.isHttps,
    status: input.status,
    remark: input.remark || null,
  };
  // A store put in use must be openable: an S3-compatible one needs endpoint, bucket and both keys.
  if (input.status === '0' && fields.configKey !== LOCAL_SERVICE && !isS3Complete(fields)) {
    throw AppError.invalid('system.oss.configIncomplete', { value: fields.configKey });
  }
  return db.transaction(async (tx) => {
    let savedId: number;
    if (id === undefined) savedId = await insertOssConfig(tx, { ...fields, createBy: caller.userName });
    else {
      await updateOssConfigRow(tx, id, { ...fields, updateBy: caller.userName, updateTime: new Date() });
      savedId = id;
    }
    if (input.status === '0') await deactivateOthers(tx, savedId);
    await ensureOneActive(tx);
    return savedId;
  });
}

/** Removes configurations; the one in use and the local storage stay. */
export async function removeOssConfigs(db: Db, ids: number[]): Promise<void> {
  const rows = await findOssConfigsByIds(db, ids);
  const kept = rows.find((r) => r.status === '0' || r.configKey === LOCAL_SERVICE);
  if (kept) throw AppError.invalid('system.oss.configInUse', { value: kept.configKey });
  await deleteOssConfigs(db, ids);
}
