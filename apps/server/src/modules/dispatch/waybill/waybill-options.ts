import { CAR_SHIFT_CONFIG_KEY, type CarShift, carShiftsOf, type Lang, SPLIT_STRATEGIES } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { t } from '../../../platform/i18n';
import { configValueOf } from '../../reference';

/** GET /order/waybill/selectStrategyNames: the split strategies as {value, label}, labels in `lang`. */
export function splitStrategyNames(lang: Lang): { value: string; label: string }[] {
  return SPLIT_STRATEGIES.map((s) => ({ value: s.value, label: t(lang, s.label) }));
}

/**
 * GET /order/waybill/selectCarShiftConfig: the vehicle shifts of a dispatch center (the one asked, else the
 * caller's selected one), read from the system parameter tms.carShiftConfig (see CAR_SHIFT_CONFIG_KEY):
 * the center's own list, else the default list; none while the parameter is not set.
 */
export async function carShiftConfig(
  db: DbOrTx,
  caller: AuthContext,
  dispatchCenterId: string | undefined,
): Promise<{ dispatchCenterId: string | null; shifts: CarShift[] }> {
  const center = dispatchCenterId ?? caller.dispatchCenterId;
  return {
    dispatchCenterId: center,
    shifts: carShiftsOf(await configValueOf(db, CAR_SHIFT_CONFIG_KEY), center),
  };
}
