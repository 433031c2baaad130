import { describe, expect, it } from 'vitest';
import { routeFilters } from '../../components/crud/route-filters';
import { shipmentLink, waybillLink } from './links';

describe('home card links', () => {
  it('a waybill card opens the waybill list on its status', () => {
    expect(waybillLink('O')).toBe('/Order/Waybill?status=O');
    expect(routeFilters('?status=O')).toEqual({ status: ['O'] });
  });

  it("a shipment card opens the shipment list on its status and today's departures", () => {
    const link = shipmentLink('2030-06-03', 'D');
    expect(link).toBe('/Shipment/ShipmentR?status=D&etd=2030-06-03');
    expect(routeFilters(link.slice(link.indexOf('?')))).toEqual({ status: ['D'], etd: '2030-06-03' });
    expect(routeFilters(shipmentLink('2030-06-03').split('?')[1] ?? '')).toEqual({ etd: '2030-06-03' });
  });

  it('ignores a day that is not one', () => {
    expect(routeFilters('?etd=tomorrow&status=')).toEqual({});
  });
});
