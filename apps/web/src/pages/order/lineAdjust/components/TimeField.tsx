import { DATE_TIME_FORMAT } from '@tms/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A stop time picker: station-local 'YYYY-MM-DD HH:mm:ss' strings in and out; warning when out of window. */
export function TimeField({
  value,
  onChange,
  label,
  warn,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  label: string;
  warn?: boolean;
}) {
  const parsed = value ? dayjs(value, DATE_TIME_FORMAT) : null;
  return (
    <DatePicker
      size="small"
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      placeholder={label}
      aria-label={label}
      status={warn ? 'warning' : undefined}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d) => onChange(d ? d.second(0).format(DATE_TIME_FORMAT) : null)}
      style={{ width: 168 }}
    />
  );
}
