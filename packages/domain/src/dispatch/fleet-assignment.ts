export type FleetAssignmentIssue =
  | { key: 'shipment.scheduling.notOwnCarrier'; params: Record<string, never> }
  | { key: 'shipment.scheduling.vehicleOfOtherCarrier'; params: { plate: string } }
  | { key: 'shipment.scheduling.driverOfOtherCarrier'; params: { name: string; plate: string } };

/**
 * Scheduling puts a carrier's own fleet on a shipment: the vehicle belongs to the carrier or to the
 * real carrier it subcontracts to, and the drivers to the vehicle's carrier. Carrier staff schedule
 * only for a carrier of theirs (`ownCarrierIds`; null for operators, who may pick any carrier).
 */
export function fleetAssignmentIssue(input: {
  carrierId: string;
  realCarrierId: string;
  vehicle: { plate: string; carrierId: string };
  drivers: readonly { name: string; carrierId: string }[];
  ownCarrierIds: readonly string[] | null;
}): FleetAssignmentIssue | null {
  const { carrierId, realCarrierId, vehicle, ownCarrierIds } = input;
  if (ownCarrierIds && !ownCarrierIds.includes(carrierId) && !ownCarrierIds.includes(realCarrierId)) {
    return { key: 'shipment.scheduling.notOwnCarrier', params: {} };
  }
  if (vehicle.carrierId !== carrierId && vehicle.carrierId !== realCarrierId) {
    return { key: 'shipment.scheduling.vehicleOfOtherCarrier', params: { plate: vehicle.plate } };
  }
  const stranger = input.drivers.find((d) => d.carrierId !== vehicle.carrierId);
  if (stranger) {
    return {
      key: 'shipment.scheduling.driverOfOtherCarrier',
      params: { name: stranger.name, plate: vehicle.plate },
    };
  }
  return null;
}
