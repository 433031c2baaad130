import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Lang, resolveLang, SYSTEM_CODE } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from './menu-tree';
import { get } from './request';

export type { MenuNode, MenuRoute, SideMenuItem } from './menu-tree';

export const menusKey = (lang: Lang) => ['menus', lang] as const;

export function fetchMenus(): Promise<MenuNode[]> {
  return get<MenuNode[]>('/system/menu/lanAndSystemCode', { systemCode: SYSTEM_CODE });
}

export const menusQuery = (lang: Lang) =>
  queryOptions({ queryKey: menusKey(lang), queryFn: fetchMenus, staleTime: Infinity });

/** The user's menus in the current language; a language switch refetches and keeps the old ones meanwhile. */
export function useMenus() {
  const { i18n } = useTranslation();
  const lang = resolveLang(i18n.language);
  return useQuery({ ...menusQuery(lang), placeholderData: keepPreviousData });
}
