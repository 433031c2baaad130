import type { Deps } from '../../../platform/deps';
import { isCaptchaEnabled } from '../../identity';
import { findConfigByKey } from './repository';

export type PublicConfig = {
  captchaEnabled: boolean;
  ssoPortalUrl: string | null;
  mapTileUrl: string | null;
};

/**
 * What the sign-in page and the startup SSO redirect need before anyone is signed in, and the maps'
 * tile source (null: maps draw without tiles).
 */
export async function publicConfig(deps: Pick<Deps, 'db' | 'config'>): Promise<PublicConfig> {
  const portal = await findConfigByKey(deps.db, 'sys.account.ssoPortalUrl');
  return {
    captchaEnabled: await isCaptchaEnabled(deps),
    ssoPortalUrl: portal?.configValue.trim() || null,
    mapTileUrl: deps.config.mapTileUrl,
  };
}
