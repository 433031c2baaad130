import { DEFAULT_TIMESTAMP_FORMAT, documentNumberExample, numberRuleProblems } from '@tms/domain';
import type { NumberRuleForm } from './types';

export type FormatFields = Pick<
  NumberRuleForm,
  'prefix' | 'timestampEnabled' | 'timestampFormat' | 'serialLength'
>;

/** The form's values as the domain's number format. */
export const formatOf = (values: Partial<FormatFields>) => ({
  prefix: values.prefix ?? '',
  timestampEnabled: values.timestampEnabled !== 'N',
  timestampFormat: values.timestampFormat || DEFAULT_TIMESTAMP_FORMAT,
  serialLength: Number(values.serialLength),
});

/** The live example: the same domain function the server stores the example with; null while invalid. */
export function exampleOf(values: Partial<FormatFields>, at: Date = new Date()): string | null {
  const format = formatOf(values);
  if (numberRuleProblems(format).length > 0) return null;
  return documentNumberExample(format, at);
}
