import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../core/dicts';

const colors: Record<string, string> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  processing: 'processing',
};

/** A status ('0' normal, '1' disabled, or another dictionary's value) as a coloured tag. */
export function StatusTag({ value, dictType = 'sys_normal_disable' }: { value: string; dictType?: string }) {
  const { t } = useTranslation();
  const entry = useDict(dictType)?.find((d) => d.dictValue === value);
  const label = entry?.dictLabel ?? t(`identity.status.${value}`, { defaultValue: value });
  const color = entry?.listClass ? colors[entry.listClass] : value === '0' ? 'success' : 'error';
  return <Tag color={color}>{label}</Tag>;
}
