import { queryClient } from './query-client';
import { get } from './request';

/** What the server tells anyone before sign-in (GET /auth/publicConfig). */
export type PublicConfig = {
  ssoPortalUrl?: string | null;
  captchaEnabled?: boolean;
  /** The maps' tile source ({z}/{x}/{y}); null: maps draw without tiles. */
  mapTileUrl?: string | null;
};

export const publicConfigKey = ['publicConfig'] as const;

export function getPublicConfig(): Promise<PublicConfig> {
  return get<PublicConfig>('/auth/publicConfig');
}

/** Asked once per page load, then read from the query cache. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  return queryClient.fetchQuery({ queryKey: publicConfigKey, queryFn: getPublicConfig, staleTime: Infinity });
}
