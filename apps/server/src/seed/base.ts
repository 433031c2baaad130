import type { AppConfig } from '../config';
import type { Tx } from '../platform/db';
import { seedClientsAndPlaces } from './base-client';
import { seedFleet } from './base-fleet';
import { seedItemsAndNumbering } from './base-item';
import { seedBaseMore } from './base-more';
import { seedBaseRoutes } from './base-route';
import { seedStations } from './base-station';

/**
 * The demo cold-chain network, in dependency order. Areas find each other's records by code
 * (docs/architecture.md "Demo data codes"): clients C001-C015, data groups DG-SH/DG-GZ/DG-HK,
 * zones Z-<center>-nn, carriers CR01-CR08, vehicle models VM01.., vehicles V0001.., drivers D0001..,
 * items I00001.., stations S-<center>-nnn (stores), W-<center>-nn (warehouses), H-<center>-nn (hubs),
 * standard routes R-<center>-nn, route groups RG-<center>-nn.
 * Each area appends its seed call below, in this order: places and clients, fleet, items and numbering,
 * stations, routes.
 */
export async function seedBaseData(tx: Tx, config: Pick<AppConfig, 'dataDir'>): Promise<void> {
  // places and clients
  await seedClientsAndPlaces(tx);
  // fleet
  await seedFleet(tx, config);
  // items and numbering
  await seedItemsAndNumbering(tx);
  // stations
  await seedStations(tx);
  // routes
  await seedBaseRoutes(tx);
  // more base data: recyclables, platforms, projects, service network, SOPs, barcodes, energy
  await seedBaseMore(tx);
}
