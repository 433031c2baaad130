import type { SortOrder } from 'antd/es/table/interface';
import { exportList, fetchSortedPage, postIds, type TableParams } from '../../../components/crud';
import { download, get, post } from '../../../core/request';
import type { EpodForm, Station, StationDetail, StationForm, StationMutex } from './types';

export const listStations = (params: TableParams, sort: Record<string, SortOrder>) =>
  fetchSortedPage<Station>('/system/station/list', params, sort);

export const getStation = (uuid: string) =>
  get<StationDetail>(`/system/station/get/${encodeURIComponent(uuid)}`);

export const saveStation = (body: StationForm) =>
  post<{ uuid: string }>(body.uuid ? '/system/station/update' : '/system/station/save', body);

export const removeStations = (uuids: string[]) => postIds('/system/station/remove', uuids);
export const enableStations = (uuids: string[]) => postIds('/system/station/updateEnable', uuids);
export const disableStations = (uuids: string[]) => postIds('/system/station/updateDisable', uuids);
export const pushStationsToRos = (uuids: string[]) => postIds('/system/station/pushRos', uuids);
export const pushStationsToSf = (uuids: string[]) => postIds('/system/station/sendSF', uuids);

export const exportStations = (params: Record<string, unknown>) =>
  exportList('/system/station/export', params);
export const stationImportTemplate = () => download('/system/station/importTemplate', { method: 'get' });
export const STATION_IMPORT_URL = '/system/station/importData';

/** Proof-of-delivery settings of one station: only these flags change. */
export const saveEpod = (body: EpodForm) => post<null>('/system/station/saveEpod', body);

/** Mutually exclusive stations: pairs that may not share a line. */
export const listMutexes = (stationId: string) =>
  get<StationMutex[]>('/system/stationMutex/list', { stationId });
export const saveMutexes = (stationId: string, otherStationIds: string[]) =>
  post<null>('/system/stationMutex/save', { stationId, otherStationIds });
export const removeMutexes = (stationId: string, otherStationIds: string[]) =>
  post<null>('/system/stationMutex/remove', { stationId, otherStationIds });
