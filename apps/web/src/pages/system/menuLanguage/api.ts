import { fetchPage, postIds as removeByIds, type TableParams } from '../../../components/crud';
import { get, post } from '../../../core/request';
import type { MenuLanguage, MenuLanguageForm, MenuOption } from './types';

export const listMenuLanguages = (params: TableParams) =>
  fetchPage<MenuLanguage>('/system/menuLanguage/list', params);

export const saveMenuLanguage = (body: MenuLanguageForm) =>
  post<{ id: number }>(body.id ? '/system/menuLanguage/update' : '/system/menuLanguage/save', body);

export const removeMenuLanguages = (ids: number[]) => removeByIds('/system/menuLanguage/remove', ids);

export const listMenuOptions = () => get<MenuOption[]>('/system/menu/list');
