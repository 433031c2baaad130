import { DATE_TIME_FORMAT } from '@tms/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useId } from 'react';

/**
 * A stop time picker with its visible label: station-local 'YYYY-MM-DD HH:mm:ss' strings in and out;
 * warning when out of window.
 */
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
  const id = useId();
  const parsed = value ? dayjs(value, DATE_TIME_FORMAT) : null;
  return (
    <span className="line-adjust-time">
      <label htmlFor={id} className="line-adjust-time-label">
        {label}
      </label>
      <DatePicker
        id={id}
        size="small"
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        placeholder={label}
        aria-label={label}
        status={warn ? 'warning' : undefined}
        value={parsed?.isValid() ? parsed : null}
        onChange={(d) => onChange(d ? d.second(0).format(DATE_TIME_FORMAT) : null)}
        style={{ width: 150 }}
      />
    </span>
  );
}
