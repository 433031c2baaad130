import { get, post } from '../../../core/request';
import type { MenuFilter, MenuInput, MenuRow } from './types';

export const listMenus = (filter: MenuFilter) => get<MenuRow[]>('/system/menu/list', filter);
export const saveMenu = (input: MenuInput) =>
  post<{ id: number }>(input.id ? '/system/menu/update' : '/system/menu/save', input);
export const removeMenu = (id: number) => post<null>(`/system/menu/remove/${id}`);
