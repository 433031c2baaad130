import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The quantity cell editor: 0 to the line's quantity, at most 3 decimals, digits only. The value is
 * committed on Enter or blur (each keystroke would move part of the line already).
 */
export function SplitNumCell({
  value,
  max,
  disabled,
  onCommit,
}: {
  value: string;
  max: string;
  disabled?: boolean;
  onCommit: (value: string) => boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft === null || draft === value) return setDraft(value);
    if (!onCommit(draft)) setDraft(value);
  };
  return (
    <InputNumber<string>
      stringMode
      size="small"
      min="0"
      max={max}
      precision={undefined}
      disabled={disabled}
      value={draft}
      aria-label={t('split.col.splitNum')}
      parser={(text) => (text ?? '').replace(/[^\d.]/g, '')}
      onChange={(v) => setDraft(v)}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 110 }}
    />
  );
}
