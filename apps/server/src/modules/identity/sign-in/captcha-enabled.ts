import type { Deps } from '../../../platform/deps';
import { configValue } from './repository';

/** The slide captcha is on unless TMS_CAPTCHA=off or sys.account.captchaEnabled is false. */
export async function isCaptchaEnabled({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<boolean> {
  if (!config.captchaEnabledByEnv) return false;
  return (await configValue(db, 'sys.account.captchaEnabled')) !== 'false';
}
