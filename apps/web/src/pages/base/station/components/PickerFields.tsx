import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The server and the domain keep times as 'HH:mm' and days as 'YYYY-MM-DD' strings. */
export const TIME_FORMAT = 'HH:mm';
export const DAY_FORMAT = 'YYYY-MM-DD';

type FieldProps = {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  'aria-label'?: string;
  placeholder?: string;
};

const parse = (value: string | null | undefined, format: string): Dayjs | null => {
  if (!value) return null;
  const parsed = dayjs(value, format, true);
  return parsed.isValid() ? parsed : null;
};

/** The props binding a picker to its string form value. */
const bound = (format: string, { value, onChange }: Pick<FieldProps, 'value' | 'onChange'>) => ({
  format,
  style: { width: '100%' },
  value: parse(value, format),
  onChange: (next: Dayjs | null) => onChange?.(next ? next.format(format) : undefined),
});

/** A time-of-day picker whose form value stays the 'HH:mm' string; a picked time is taken at once. */
export function TimeField({ value, onChange, ...props }: FieldProps) {
  return <TimePicker {...props} {...bound(TIME_FORMAT, { value, onChange })} needConfirm={false} />;
}

/** A calendar-day picker whose form value stays the 'YYYY-MM-DD' string. */
export function DayField({ value, onChange, ...props }: FieldProps) {
  return <DatePicker {...props} {...bound(DAY_FORMAT, { value, onChange })} />;
}
