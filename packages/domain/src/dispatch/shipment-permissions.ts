import type { ApiPermissionKey } from '../auth/permission-keys';
import type { ShipmentAction } from './shipment-state';
import type { Verdict } from './types';

const P = 'shipment:shipment';

/**
 * The permission key each shipment action needs, checked by the server's routes and by the list's
 * buttons. Operators run the shipment (operate); the carrier's steps have keys of their own —
 * schedule its fleet, apply for approval, ship and finish — so a carrier's role can be given those
 * and nothing else; approving is the examine key, and deleting is remove.
 */
export const SHIPMENT_ACTION_PERMISSIONS: Record<ShipmentAction, ApiPermissionKey> = {
  update: `${P}:operate`,
  remove: `${P}:remove`,
  effect: `${P}:operate`,
  drawal: `${P}:operate`,
  scheduling: `${P}:schedule`,
  changeScheduling: `${P}:schedule`,
  batchScheduling: `${P}:schedule`,
  cancelScheduling: `${P}:cancelScheduling`,
  applyBefore: `${P}:apply`,
  apply: `${P}:apply`,
  forceApply: `${P}:operate`,
  applyReturn: `${P}:apply`,
  examine: `${P}:examine`,
  reject: `${P}:examine`,
  ship: `${P}:ship`,
  shipS: `${P}:ship`,
  finish: `${P}:finish`,
  cancel: `${P}:operate`,
  discard: `${P}:operate`,
  merge: `${P}:operate`,
  mergedInto: `${P}:operate`,
  changeCarrier: `${P}:operate`,
  changeLineType: `${P}:operate`,
  changeModel: `${P}:operate`,
  retracement: `${P}:operate`,
  etaCheck: `${P}:operate`,
  additTime: `${P}:operate`,
  addWaybill: `${P}:operate`,
  trackNumRemark: `${P}:operate`,
  descriptionRecord: `${P}:operate`,
};

/** The config key of the separation of duties between applying for a shipment and approving it. */
export const SEPARATE_APPLY_AND_EXAMINE_KEY = 'shipment.examine.separateDuties';

export type ExamineCheck = Verdict<object, 'shipment.examine.ownApplication'>;

/**
 * Separation of duties: whoever applied for a shipment's approval may not approve it themselves,
 * unless the parameter is off. A shipment with no recorded applicant (applied before the rule, or
 * by the system) may be approved by anyone.
 */
export function examineCheck(input: {
  shipmentCode: string;
  applicant: string | null;
  examiner: string;
  separateDuties: boolean;
}): ExamineCheck {
  if (!input.separateDuties || input.applicant === null || input.applicant !== input.examiner) {
    return { ok: true };
  }
  return { ok: false, key: 'shipment.examine.ownApplication', params: { code: input.shipmentCode } };
}

/** The parameter is on unless it says false: the safe reading of a missing or mistyped value. */
export function separateDutiesOn(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() !== 'false';
}
