import type { ScreensWith } from '@tms/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmAction, ConfirmButton } from './RowActions';

type Props = {
  /** Permission prefix, e.g. base:station (the keys are <prefix>:enable and <prefix>:disable). */
  prefix: ScreensWith<'enable' | 'disable'>;
  /** The confirmation questions, already translated. */
  confirmEnable: string;
  confirmDisable: string;
  onSwitch: (enable: boolean) => unknown;
};

/** The row link that offers the other state: disable an enabled record, enable a disabled one. */
export function EnableToggleAction({ enabled, ...props }: Props & { enabled: boolean }) {
  const { t } = useTranslation();
  const target = !enabled;
  return (
    <ConfirmAction
      perm={`${props.prefix}:${target ? 'enable' : 'disable'}`}
      title={target ? props.confirmEnable : props.confirmDisable}
      onConfirm={() => props.onSwitch(target)}
    >
      {t(target ? 'action.enable' : 'action.disable')}
    </ConfirmAction>
  );
}

/** The toolbar's enable and disable buttons for the selected rows (disabled without a selection). */
export function enableToolbarButtons(
  { disabled, ...props }: Props & { disabled: boolean },
  t: (key: string) => string,
) {
  return [true, false].map((enable) => (
    <ConfirmButton
      key={enable ? 'enable' : 'disable'}
      perm={`${props.prefix}:${enable ? 'enable' : 'disable'}`}
      title={enable ? props.confirmEnable : props.confirmDisable}
      disabled={disabled}
      onConfirm={() => props.onSwitch(enable)}
    >
      {t(enable ? 'action.enable' : 'action.disable')}
    </ConfirmButton>
  ));
}
