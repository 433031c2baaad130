import { TimePicker } from 'antd';
import dayjs from 'dayjs';

type Props = {
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  'aria-label'?: string;
};

/** 'HH:mm' as today's dayjs (no parse plugin needed). */
function toDayjs(value: string) {
  const [hour, minute] = value.split(':').map(Number);
  return dayjs()
    .hour(hour ?? 0)
    .minute(minute ?? 0)
    .second(0);
}

/** A time of day kept as 'HH:mm' text (what the server stores), picked with antd's TimePicker. */
export function TimeInput({ value, onChange, placeholder, ...rest }: Props) {
  return (
    <TimePicker
      format="HH:mm"
      minuteStep={5}
      needConfirm={false}
      placeholder={placeholder}
      aria-label={rest['aria-label']}
      value={value ? toDayjs(value) : null}
      onChange={(next) => onChange?.(next ? next.format('HH:mm') : null)}
      style={{ width: '100%' }}
    />
  );
}
