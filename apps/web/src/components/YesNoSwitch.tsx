import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export type YesNo = 'Y' | 'N';

/** A switch whose values are 'Y' and 'N' (sys_yes_no), usable as a form control. */
export function YesNoSwitch({
  value,
  onChange,
  disabled,
  size,
}: {
  value?: YesNo | null;
  onChange?: (value: YesNo) => void;
  disabled?: boolean;
  size?: 'small' | 'default';
}) {
  const { t } = useTranslation();
  return (
    <Switch
      size={size}
      disabled={disabled}
      checked={value === 'Y'}
      checkedChildren={t('widget.yes')}
      unCheckedChildren={t('widget.no')}
      onChange={(checked) => onChange?.(checked ? 'Y' : 'N')}
    />
  );
}
