import type { Lang } from '@tms/domain';
import type { AuthContext } from '../../../platform/auth/caller';
import { hashToken, newToken } from '../../../platform/auth/tokens';
import type { Db } from '../../../platform/db';
import { AppError } from '../../../platform/errors';
import { getVehicle } from '../../base';
import { replaceDeviceKey, vehicleOfKeyHash, vehiclesByDeviceOfVehicle } from './repository';

/**
 * Issues a vehicle's device key: 256 random bits, answered once and stored only as its SHA-256 (a
 * random key needs no slow hash) with its last four characters as a hint. Issuing again replaces the
 * key, so a lost or leaked one is revoked by issuing a new one. The vehicle must be in the caller's
 * fleet scope and carry a device number (what its readings name).
 */
export async function issueDeviceKey(
  db: Db,
  caller: AuthContext,
  lang: Lang,
  vehicleUuid: string,
): Promise<{ key: string; keyHint: string; deviceNumber: string }> {
  const vehicle = await getVehicle(db, caller, lang, vehicleUuid);
  const deviceNumber = vehicle.deviceNumber?.trim();
  if (!deviceNumber) throw AppError.invalid('telemetry.vehicleHasNoDevice');
  const key = newToken();
  const keyHint = key.slice(-4);
  await replaceDeviceKey(db, {
    vehicleId: vehicle.uuid,
    keyHash: hashToken(key),
    keyHint,
    by: caller.userName,
  });
  return { key, keyHint, deviceNumber };
}

/** The vehicle a device key speaks for, with its device number; null for an unknown or replaced key. */
export async function vehicleOfDeviceKey(
  db: Db,
  key: string,
): Promise<{ vehicleId: string; deviceNo: string | null } | null> {
  const vehicleId = await vehicleOfKeyHash(db, hashToken(key.trim()));
  if (!vehicleId) return null;
  return { vehicleId, deviceNo: await vehiclesByDeviceOfVehicle(db, vehicleId) };
}
