import type { FleetProblem } from '@tms/domain';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { problemText } from './problem';

/** A form value as the domain reads it: dates as 'YYYY-MM-DD', everything else as it is. */
function normalized(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    out[key] = dayjs.isDayjs(value) ? value.format('YYYY-MM-DD') : value === '' ? null : value;
  }
  return out;
}

export const todayText = () => dayjs().format('YYYY-MM-DD');

/**
 * A form rule that runs the domain check the server runs on all the form's values and reports the
 * problems of this one field, so the form and the server cannot disagree.
 */
export function domainRule(
  t: TFunction,
  field: string,
  check: (values: Record<string, unknown>) => FleetProblem[],
): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const problem = check(normalized(getFieldsValue(true) as Record<string, unknown>)).find(
        (p) => p.field === field,
      );
      if (problem) throw new Error(problemText(t, problem));
    },
  });
}
