import { useMutation, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../core/current-user';
import {
  currentDispatchCenter,
  dispatchCentersKey,
  fetchDispatchCenters,
  switchDispatchCenter,
} from '../../../core/header-data';

/** The dispatch centre that scopes the user's data; choosing another updates the rights and reloads. */
export function DispatchCenterSelect() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const centers = useQuery({
    queryKey: dispatchCentersKey,
    queryFn: fetchDispatchCenters,
    staleTime: Infinity,
  });
  const change = useMutation({ mutationFn: switchDispatchCenter });
  const list = centers.data ?? [];
  if (list.length === 0) return null;
  const selected = currentDispatchCenter(list, user?.dispatchCenterId);
  return (
    <Select
      data-testid="dispatch-center-select"
      size="small"
      variant="borderless"
      style={{ minWidth: 140 }}
      popupMatchSelectWidth={false}
      aria-label={t('header.dispatchCenter')}
      value={selected?.uuid}
      loading={change.isPending}
      disabled={change.isPending}
      options={list.map((c) => ({ value: c.uuid, label: c.name }))}
      onChange={(uuid: string) => {
        if (uuid !== selected?.uuid) change.mutate(uuid);
      }}
    />
  );
}
