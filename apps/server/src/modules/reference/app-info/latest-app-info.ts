import type { Db } from '../../../platform/db';
import { type AppInfoView, appInfoView } from './list-app-infos';
import { allAppInfos, findConfigValue } from './repository';

/** Numeric comparison of dotted versions: 2.10.0 is newer than 2.9.3; missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '0';
    const y = pb[i] ?? '0';
    const nx = Number(x);
    const ny = Number(y);
    const diff = Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x.localeCompare(y);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export type LatestAppInfo = { siteUrl: string | null; apps: AppInfoView[] };

/**
 * GET /shipment/appInfo/getLatestAppInfo: for the header's QR block, the newest release per client type and
 * platform (highest version; on a tie the newest record), and the site address (config sys.site.url).
 */
export async function latestAppInfo(db: Db): Promise<LatestAppInfo> {
  const latest = new Map<string, AppInfoView>();
  for (const row of (await allAppInfos(db)).map(appInfoView)) {
    const key = `${row.clientType}/${row.type}`;
    const current = latest.get(key);
    const order = current ? compareVersions(row.version, current.version) : 1;
    if (!current || order > 0 || (order === 0 && row.id > current.id)) latest.set(key, row);
  }
  const apps = [...latest.values()].sort(
    (a, b) => a.clientType.localeCompare(b.clientType) || a.type.localeCompare(b.type),
  );
  return { siteUrl: (await findConfigValue(db, 'sys.site.url')) ?? null, apps };
}
