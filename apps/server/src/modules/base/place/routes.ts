import { addressSchema, contactSchema, transLocationSchema, zoneSchema } from '@tms/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../../platform/deps';
import { optionSchema } from '../../../platform/list-query';
import { textList } from '../../../platform/query-params';
import { type CrudSummaries, listHandlers, registerCrudRoutes } from '../shared/crud-routes';
import { addressDropBox, addressList, exportAddresses, saveAddress } from './addresses';
import { contactDropBox, contactList, exportContacts, saveContact } from './contacts';
import * as s from './schemas';
import {
  exportTransLocations,
  saveTransLocation,
  transLocationDropBox,
  transLocationList,
} from './trans-locations';
import { exportZones, removeZones, saveZone, zoneDropBox, zoneList } from './zones';

/** Optional `ids=a,b`. */
const optionalIds = z.preprocess((v) => (v === '' ? undefined : v), textList.optional());
const dropBoxQuery = s.keywordQuery.extend({ ids: optionalIds });

/** The four place screens word their calls alike. */
const summaries = (title: string, describe: string): CrudSummaries => {
  const lower = title.toLowerCase();
  const plural = lower.endsWith('s') ? `${lower}es` : `${lower}s`;
  const a = /^[aeiou]/.test(lower) ? 'an' : 'a';
  return {
    list: `${title.slice(0, 1)}${plural.slice(1)} (paged; sortField/sortOrder). ${describe}`,
    get: `One ${lower}`,
    save: `Create ${a} ${lower} (a uuid updates)`,
    update: `Change ${a} ${lower}`,
    remove: `Remove ${plural} softly`,
    dropBox: `Selector: enabled ${plural} the caller sees, keyword on code or name (any signed-in user)`,
  };
};
const dropBox = {
  query: dropBoxQuery,
  row: optionSchema,
  description: 'ids=a,b adds those records (disabled ones too) so a form can name the values it holds.',
};

/** Zones, transport locations, contacts and addresses. */
export const basePlaceRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { db } = deps;
  registerCrudRoutes(app, deps, {
    entity: 'zone',
    tag: 'base-zone',
    title: 'Zone',
    summary: summaries(
      'Zone',
      "Filters code, name, dispatchCenterId, enableFlag; the selected center's and shared zones.",
    ),
    row: zoneSchema,
    listQuery: s.zoneListQuery,
    body: s.zoneBody,
    ...listHandlers(zoneList, db),
    save: (c, b, u) => saveZone(db, c.caller, b, u),
    remove: (c, ids) => removeZones(db, c.caller, ids),
    dropBox: { ...dropBox, run: (c, q) => zoneDropBox(db, c.caller, q.keyword, q.ids ?? []) },
    export: { filter: s.zoneFilter, run: exportZones },
  });
  registerCrudRoutes(app, deps, {
    entity: 'transLocation',
    tag: 'base-transLocation',
    title: 'Transport location',
    summary: summaries(
      'Transport location',
      "Filters code, name, type, zoneId, enableFlag; the selected center's and shared locations.",
    ),
    row: transLocationSchema,
    listQuery: s.transLocationListQuery,
    body: s.transLocationBody,
    ...listHandlers(transLocationList, db),
    save: (c, b, u) => saveTransLocation(db, c.caller, b, u),
    dropBox: { ...dropBox, run: (c, q) => transLocationDropBox(db, c.caller, q.keyword) },
    export: { filter: s.transLocationFilter, run: exportTransLocations },
  });
  registerCrudRoutes(app, deps, {
    entity: 'contact',
    tag: 'base-contact',
    title: 'Contact',
    summary: summaries('Contact', 'Filters code, name, mobile. Shared master data.'),
    row: contactSchema,
    listQuery: s.contactListQuery,
    body: s.contactBody,
    ...listHandlers(contactList, db),
    save: (c, b, u) => saveContact(db, c.caller, b, u),
    dropBox: { ...dropBox, run: (_c, q) => contactDropBox(db, q.keyword) },
    export: { filter: s.contactFilter, run: exportContacts },
  });
  registerCrudRoutes(app, deps, {
    entity: 'address',
    tag: 'base-address',
    title: 'Address',
    summary: summaries(
      'Address',
      'Filters code, province, city, keyword (address line or street). Shared master data.',
    ),
    row: addressSchema,
    listQuery: s.addressListQuery,
    body: s.addressBody,
    ...listHandlers(addressList, db),
    save: (c, b, u) => saveAddress(db, c.caller, b, u),
    dropBox: { ...dropBox, run: (_c, q) => addressDropBox(db, q.keyword) },
    export: { filter: s.addressFilter, run: exportAddresses },
  });
};
