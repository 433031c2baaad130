import { CODE_PATTERN } from '@tms/domain';
import type { Rule } from 'antd/es/form';
import type { Translate } from './columns';

export const requiredRule = (t: Translate): Rule => ({ required: true, message: t('common.required') });

/** A record code: required, letters, digits, '_' and '-', 30 at most (the server's rule). */
export const codeRules = (t: Translate): Rule[] => [
  requiredRule(t),
  { pattern: CODE_PATTERN, message: t('common.invalidCode') },
  { max: 30 },
];
