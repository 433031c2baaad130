import type { WelcomeDay } from '@tms/contract';
import { hasButton } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import type { DbOrTx } from '../../../platform/db';
import { formatDateTime } from '../../../platform/format-time';
import { countShipmentsLeaving, countWaitingWaybills } from '../../dispatch';
import { countExceptionEtas, countOpenAlerts } from '../../monitoring';

/**
 * GET /welcome/day: the caller's open work, each card counted in their data scope by the area that
 * owns it, and only the cards whose list the caller may open (a card leads to its filtered list, so a
 * card without the list key would lead to a refusal). "Today" is the caller's day, in their zone.
 */
export async function welcomeDay(db: DbOrTx, caller: AuthContext, now = new Date()): Promise<WelcomeDay> {
  const date = formatDateTime(now, caller.profile.timeZone).slice(0, 10);
  const may = (key: Parameters<typeof hasButton>[0]['keys'][number]) => hasButton({ caller, keys: [key] });
  const [waybills, shipments, alerts, exceptionEtas] = await Promise.all([
    may('order:waybill:list') ? countWaitingWaybills(db, caller) : null,
    may('shipment:shipment:list') ? countShipmentsLeaving(db, caller, date) : null,
    may('monitor:alert:list')
      ? countOpenAlerts(db, caller).then((byType) => Object.values(byType).reduce((sum, n) => sum + n, 0))
      : null,
    may('monitor:exceptionEta:list') ? countExceptionEtas(db, caller) : null,
  ]);
  return { date, waybills, shipments, alerts, exceptionEtas };
}
