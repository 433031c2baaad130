import { maskIdNumber, maskPhone } from '../format/mask';

/**
 * Personal numbers: phones (3 digits, 4 stars, 4 digits) and identity numbers — ID cards, driving
 * licences, certificates, passports (6 leading and 4 trailing characters kept). This is the one rule
 * the server applies to every answer and export, the operation log to every parameter, and the saves
 * to every masked echo: a field is personal by its name, so a new list or form that names its field
 * like the others is covered without being listed anywhere.
 */
export type PersonalKind = 'phone' | 'idNumber';

const PHONE_WORDS = new Set([
  'phone',
  'phonenumber',
  'phoneno',
  'mobile',
  'mobilephone',
  'cellphone',
  'telephone',
  'tel',
  'landline',
]);
const ID_WORDS = new Set(['idcard', 'idno', 'idnumber', 'identity', 'passport']);
/** Word pairs naming an identity number: id card, certificate no, licence number, ... */
const ID_HEADS = new Set(['id', 'cert', 'certificate', 'licence', 'license']);
const ID_TAILS = new Set(['card', 'no', 'num', 'number']);

/**
 * A field name's words: camelCase, snake_case and kebab-case split, digits dropped, lower case, a
 * plural's s dropped (phones, idCards).
 */
function wordsOf(field: string): string[] {
  return field
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\d+/g, ' ')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word));
}

function classify(field: string): PersonalKind | null {
  const words = wordsOf(field);
  if (words.some((word) => PHONE_WORDS.has(word))) return 'phone';
  if (words.some((word) => ID_WORDS.has(word))) return 'idNumber';
  for (let i = 1; i < words.length; i++) {
    if (ID_HEADS.has(words[i - 1] as string) && ID_TAILS.has(words[i] as string)) return 'idNumber';
  }
  return null;
}

/** Field names are few (they come from schemas), but a record keyed by data could bring many. */
const KIND_CACHE_MAX = 5_000;
const kinds = new Map<string, PersonalKind | null>();

/**
 * Whether a field holds a personal number, by its name: phone, mobile, phonenumber, tel, telephone,
 * landline, contactMobile, mainDriverMobile -> 'phone'; idCard, id_no, identityNo, passportNo,
 * licenseNumber, licenceNo, healthCertNo -> 'idNumber'; anything else (plateNumber, uuid, deptId) -> null.
 */
export function personalKindOf(field: string): PersonalKind | null {
  const known = kinds.get(field);
  if (known !== undefined) return known;
  const kind = classify(field);
  if (kinds.size >= KIND_CACHE_MAX) kinds.clear();
  kinds.set(field, kind);
  return kind;
}

/** A personal value as lists, exports and logs show it. */
export function maskPersonal(kind: PersonalKind, value: string): string {
  return kind === 'phone' ? maskPhone(value) : maskIdNumber(value);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function walk(value: unknown, kind: PersonalKind | null, field: string, found?: Set<string>): unknown {
  if (typeof value === 'string') {
    if (!kind || !value) return value;
    const masked = maskPersonal(kind, value);
    if (masked !== value) found?.add(field);
    return masked;
  }
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const next = walk(item, kind, field, found);
      if (next !== item) {
        copy ??= value.slice();
        copy[i] = next;
      }
    }
    return copy ?? value;
  }
  if (value !== null && typeof value === 'object' && isPlainObject(value)) {
    let copy: Record<string, unknown> | null = null;
    for (const key of Object.keys(value)) {
      const item = value[key];
      const next = walk(item, personalKindOf(key), key, found);
      if (next !== item) {
        copy ??= { ...value };
        copy[key] = next;
      }
    }
    return copy ?? value;
  }
  return value;
}

/**
 * `value` with every personal field masked, at any depth (strings, and strings in arrays, under a
 * personal field name). Nothing is changed in place: objects along a masked path are copied and the
 * rest is shared, so an answer with nothing personal comes back as the very same object. `found`
 * collects the names of the fields that were masked.
 */
export function maskPersonalFields<T>(value: T, found?: Set<string>): T {
  return walk(value, null, '', found) as T;
}

/** Masked values carry stars; no phone or identity number does. */
export function looksMasked(value: string): boolean {
  return value.includes('*');
}

/**
 * A save that sends back what a list or a masked detail showed: the submitted value is the masked
 * form of the stored one, so the user did not change it.
 */
export function isMaskedEcho(
  kind: PersonalKind,
  submitted: string,
  stored: string | null | undefined,
): boolean {
  return !!stored && looksMasked(submitted) && submitted === maskPersonal(kind, stored);
}

/**
 * The submitted fields with every masked echo of a personal field replaced by the stored value, so
 * stars are never stored over the real number. A personal value that carries stars but is not the
 * stored value's mask (edited after masking, or sent for a new record) cannot be resolved: its field
 * is listed in `refused`, and the save must be refused rather than store it or silently drop it.
 */
export function keepStoredPersonal<T extends object>(
  submitted: T,
  stored?: Readonly<Record<string, unknown>> | null,
): { values: T; refused: string[] } {
  const refused: string[] = [];
  let values: T = submitted;
  for (const [field, value] of Object.entries(submitted)) {
    const kind = personalKindOf(field);
    if (!kind || typeof value !== 'string' || !looksMasked(value)) continue;
    const before = stored?.[field];
    if (typeof before === 'string' && isMaskedEcho(kind, value, before)) {
      values = { ...values, [field]: before };
    } else {
      refused.push(field);
    }
  }
  return { values, refused };
}
