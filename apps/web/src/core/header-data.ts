import { get } from './request';

/** GET /shipment/appInfo/getLatestAppInfo rows. */
export type AppInfo = { type?: string | null; clientType?: string | null; downloadUrl?: string | null };
/** GET /system/dispatchCenter/listByUser rows. */
export type DispatchCenter = { uuid: string; name: string; isDefault?: number | string | null };

/** The answer: the newest release per client and platform, and the configured site address. */
export type LatestAppInfo = { siteUrl?: string | null; apps?: AppInfo[] | null };
export type AppDownloads = { site: string | null; driver: string | null; admin: string | null };

/**
 * The site address and the driver and admin app download links. The answer is { siteUrl, apps };
 * a bare list or row is read too. Android is preferred when both platforms are listed (one QR per app).
 */
export function appDownloadUrls(
  answer: LatestAppInfo | AppInfo[] | AppInfo | null | undefined,
): AppDownloads {
  const list = answer && !Array.isArray(answer) && 'apps' in answer ? (answer.apps ?? []) : answer;
  const rows: AppInfo[] = Array.isArray(list) ? list : list ? [list as AppInfo] : [];
  const site = answer && !Array.isArray(answer) && 'siteUrl' in answer ? (answer.siteUrl ?? null) : null;
  const pick = (clientType: string) => {
    const matching = rows.filter((r) => r.clientType === clientType && r.downloadUrl);
    const preferred = matching.find((r) => r.type === 'android') ?? matching[0];
    return preferred?.downloadUrl ?? null;
  };
  return { site: site || null, driver: pick('appDriverClient'), admin: pick('appAdminClient') };
}

/** The selected centre: the user's current one when it is in the list, else the one flagged default (1). */
export function currentDispatchCenter(
  centers: readonly DispatchCenter[],
  userCenterId: string | null | undefined,
): DispatchCenter | undefined {
  return (
    centers.find((c) => c.uuid === userCenterId) ??
    centers.find((c) => String(c.isDefault) === '1') ??
    centers[0]
  );
}

export const appInfoKey = ['appInfo', 'latest'] as const;
export const dispatchCentersKey = ['dispatchCenter', 'listByUser'] as const;

export function fetchAppInfo(): Promise<LatestAppInfo> {
  return get<LatestAppInfo>('/shipment/appInfo/getLatestAppInfo');
}

export function fetchDispatchCenters(): Promise<DispatchCenter[]> {
  return get<DispatchCenter[]>('/system/dispatchCenter/listByUser');
}

/** Switching the dispatch center updates the user's rights on the server; the page then reloads. */
export async function switchDispatchCenter(dispatchCenterId: string): Promise<void> {
  await get('/system/user/updateUserRights', { dispatchCenterId });
  window.location.reload();
}
