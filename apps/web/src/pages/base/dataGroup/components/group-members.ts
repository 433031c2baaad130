import type { TFunction } from 'i18next';
import { bindGroupCarriers, bindGroupClients, groupCarriers, groupClients } from '../api';
import type { DataGroup } from '../types';
import type { GroupMembers } from './GroupBindingModal';

/** A group's clients: its holders see their waybills, stations and orders. */
export const clientMembers = (t: TFunction, group: DataGroup | null): GroupMembers => ({
  kind: 'clients',
  texts: {
    title: group ? t('baseDataGroup.bindTitle', { name: group.name }) : '',
    bound: t('baseDataGroup.bound'),
    notBound: t('baseDataGroup.notBound'),
    bindSelected: t('baseDataGroup.bindSelected'),
    unbindSelected: t('baseDataGroup.unbindSelected'),
  },
  columns: { code: t('baseClient.code'), name: t('baseClient.name') },
  list: groupClients,
  bind: bindGroupClients,
});

/** A group's carriers: its holders see and may pick them, their vehicles and drivers. */
export const carrierMembers = (t: TFunction, group: DataGroup | null): GroupMembers => ({
  kind: 'carriers',
  texts: {
    title: group ? t('baseDataGroup.carriersTitle', { name: group.name }) : '',
    bound: t('baseDataGroup.carriersBound'),
    notBound: t('baseDataGroup.carriersNotBound'),
    bindSelected: t('baseDataGroup.bindSelectedCarriers'),
    unbindSelected: t('baseDataGroup.unbindSelectedCarriers'),
  },
  columns: { code: t('baseDataGroup.carrierCode'), name: t('baseDataGroup.carrierName') },
  list: groupCarriers,
  bind: bindGroupCarriers,
});
