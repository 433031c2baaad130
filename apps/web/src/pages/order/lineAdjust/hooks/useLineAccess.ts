import { usePermissions } from '../../../../core/current-user';

/** What the caller may change on the line screen; the server refuses the same calls without the keys. */
export type LineAccess = { edit: boolean; submit: boolean; split: boolean };

export function useLineAccess(): LineAccess {
  const { can } = usePermissions();
  return {
    edit: can('order:lineAdjust:edit'),
    submit: can('order:lineAdjust:submit'),
    split: can('order:lineAdjust:split'),
  };
}
