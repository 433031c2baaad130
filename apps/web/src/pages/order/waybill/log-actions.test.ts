import { LANGUAGES } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { uiCatalog } from '../../../locales';
import { SHIPMENT_LOG_ACTIONS, shipmentActionKeys } from '../../shipment/list/log-actions';
import { WAYBILL_LOG_ACTIONS, waybillActionKey } from './log-actions';

describe('a log never shows a raw action code', () => {
  it('every action a waybill log may hold has its label in every language', () => {
    const missing = WAYBILL_LOG_ACTIONS.filter((a) =>
      LANGUAGES.some((lang) => !uiCatalog[waybillActionKey(a)]?.[lang]),
    );
    expect(missing).toEqual([]);
  });

  it('every action a shipment log may hold has its label in every language', () => {
    const missing = SHIPMENT_LOG_ACTIONS.filter((a) =>
      LANGUAGES.some((lang) => !shipmentActionKeys(a).some((key) => uiCatalog[key]?.[lang])),
    );
    expect(missing).toEqual([]);
  });
});
