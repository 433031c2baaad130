import { DATE_FORMAT } from '@tms/domain';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DateRangeValue, fromDayjsRange, outsideSpan, toDayjsRange } from './date-range';

export type RangePickerProps = {
  /** YYYY-MM-DD strings, as the calls send them. */
  value?: DateRangeValue | null;
  onChange?: (value: DateRangeValue | null) => void;
  /** While picking, dates further than this many days from the first pick are disabled. */
  maxSpanDays?: number;
  /** false: the range cannot be cleared (e.g. the insert dialog's created-date range). */
  clearable?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
};

/** A date range (dayjs, YYYY-MM-DD) with an optional maximum span and a not-clearable option. */
export function RangePicker({
  value,
  onChange,
  maxSpanDays,
  clearable = true,
  disabled,
  style,
}: RangePickerProps) {
  const { t } = useTranslation();
  const [firstPicked, setFirstPicked] = useState<Dayjs | null>(null);
  return (
    <DatePicker.RangePicker
      style={style}
      format={DATE_FORMAT}
      disabled={disabled}
      allowClear={clearable}
      placeholder={[t('widget.range.start'), t('widget.range.end')]}
      value={toDayjsRange(value)}
      disabledDate={maxSpanDays ? (current) => outsideSpan(current, firstPicked, maxSpanDays) : undefined}
      onCalendarChange={(dates) => {
        const [start, end] = dates ?? [null, null];
        setFirstPicked(start && !end ? start : end && !start ? end : null);
      }}
      onOpenChange={(open) => {
        if (!open) setFirstPicked(null);
      }}
      onChange={(dates) => {
        const next = fromDayjsRange(dates);
        if (!next && !clearable) return;
        onChange?.(next);
      }}
    />
  );
}
