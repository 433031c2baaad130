import { describe, expect, it } from 'vitest';
import { fleetAssignmentIssue } from './fleet-assignment';

const base = {
  carrierId: 'cr01',
  realCarrierId: 'cr01',
  vehicle: { plate: '沪A1', carrierId: 'cr01' },
  drivers: [{ name: '王师傅', carrierId: 'cr01' }],
  ownCarrierIds: null,
};

describe('fleetAssignmentIssue', () => {
  it('accepts the carrier’s own vehicle and drivers', () => {
    expect(fleetAssignmentIssue(base)).toBeNull();
  });

  it('accepts the real carrier’s vehicle and drivers when the carrier subcontracts', () => {
    expect(
      fleetAssignmentIssue({
        ...base,
        realCarrierId: 'cr02',
        vehicle: { plate: '沪B2', carrierId: 'cr02' },
        drivers: [{ name: '李师傅', carrierId: 'cr02' }],
      }),
    ).toBeNull();
  });

  it('refuses a vehicle of another carrier, naming its plate', () => {
    expect(fleetAssignmentIssue({ ...base, vehicle: { plate: '沪C3', carrierId: 'cr03' } })).toEqual({
      key: 'shipment.scheduling.vehicleOfOtherCarrier',
      params: { plate: '沪C3' },
    });
  });

  it('refuses a driver of another carrier than the vehicle’s, naming the driver', () => {
    expect(
      fleetAssignmentIssue({ ...base, drivers: [...base.drivers, { name: '赵师傅', carrierId: 'cr02' }] }),
    ).toEqual({ key: 'shipment.scheduling.driverOfOtherCarrier', params: { name: '赵师傅', plate: '沪A1' } });
  });

  it('refuses carrier staff scheduling for a carrier not theirs', () => {
    expect(fleetAssignmentIssue({ ...base, ownCarrierIds: ['cr05'] })).toEqual({
      key: 'shipment.scheduling.notOwnCarrier',
      params: {},
    });
    expect(fleetAssignmentIssue({ ...base, ownCarrierIds: ['cr01'] })).toBeNull();
  });
});
