import { QueryClient } from '@tanstack/react-query';

/** The one query cache: user info, roles, dictionaries and menus live here, so logout clears them at once. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
