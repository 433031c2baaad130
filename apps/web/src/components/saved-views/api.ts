import type { SavedView, SavedViewBody } from '@tms/contract';
import { get, post } from '../../core/request';

/** A user's saved views of a list (docs/api.md "Saved views"). */
export const savedViewsKey = (listKey: string) => ['savedViews', listKey] as const;

export const listSavedViews = (listKey: string) => get<SavedView[]>('/system/savedView/list', { listKey });
export const saveSavedView = (body: SavedViewBody) => post<{ id: number }>('/system/savedView/save', body);
export const removeSavedView = (id: number) => post<null>(`/system/savedView/remove/${id}`);
