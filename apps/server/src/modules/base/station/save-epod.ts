import type { AuthContext } from '../../../platform/auth/caller';
import type { Db } from '../../../platform/db';
import { stationInScope } from './get-station';
import * as repo from './repository';

export type EpodInput = {
  uuid: string;
  eSignature?: 'Y' | 'N' | undefined;
  handoverImageRequired?: 'Y' | 'N' | undefined;
  qrHandover?: 'Y' | 'N' | undefined;
  deliveryDigital?: 'Y' | 'N' | undefined;
  allowLeave?: 'Y' | 'N' | undefined;
  settings?: Record<string, unknown> | undefined;
};

/**
 * POST /system/station/saveEpod: the station's proof-of-delivery settings only (the electronic
 * signature, handover image, QR handover, digitization and leave flags, plus free settings kept as
 * JSON), without touching the rest of the station.
 */
export async function saveEpod(db: Db, caller: AuthContext, input: EpodInput): Promise<void> {
  const station = await stationInScope(db, caller, input.uuid);
  const flags = {
    eSignature: input.eSignature,
    handoverImageRequired: input.handoverImageRequired,
    qrHandover: input.qrHandover,
    deliveryDigital: input.deliveryDigital,
    allowLeave: input.allowLeave,
  };
  const patch = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  await repo.updateStation(db, station.uuid, {
    ...patch,
    epod: { ...(station.epod ?? {}), ...flags, ...(input.settings ?? {}) },
    updateBy: caller.userName,
    updateTime: new Date(),
  });
}
