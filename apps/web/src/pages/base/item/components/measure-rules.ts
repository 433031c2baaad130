import { type DecimalInput, interpolate } from '@tms/domain';
import type { Rule } from 'antd/es/form';

type Translate = (key: string) => string;

/** An antd rule running one of the domain's item checks (the same the server runs). */
export function domainCheck(check: (value: DecimalInput) => string | null, t: Translate): Rule {
  return {
    validator: (_, value: DecimalInput) => {
      const key = check(value);
      return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
    },
  };
}

/** Domain messages use {name} placeholders: translate, then fill them in. */
export function domainMessage(t: Translate, key: string, params?: Record<string, unknown>): string {
  return interpolate(t(key), params);
}
