import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements prepared on the server: node-postgres sends a statement's text and has PostgreSQL parse it on
 * every call unless the call names it. Naming each query by a hash of its text lets every pooled connection
 * parse a statement once and afterwards send only its name and values, which saves PostgreSQL the parse and
 * analysis and Node the socket write of a text that is often several kilobytes.
 *
 * Only queries that drizzle builds (a config object with text and values) are named, and only plain data
 * statements: transaction control and DDL stay unnamed. Texts whose parameter count varies with the input
 * (long IN lists) would each become a statement of their own on every connection, so texts with many
 * parameters stay unnamed, and past MAX_NAMED distinct texts in a process new texts stay unnamed too.
 */
const MAX_NAMED = 2_000;
const MAX_PARAMETERS = 64;
const DATA_STATEMENT = /^\s*(select|with|insert|update|delete)\b/i;

const names = new Map<string, string | null>();

/** The name a statement text is prepared under, or null when it runs unnamed. */
export function statementName(text: string, parameterCount: number): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (names.size >= MAX_NAMED) return null;
  const name =
    parameterCount <= MAX_PARAMETERS && DATA_STATEMENT.test(text)
      ? `tms_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
      : null;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** A node-postgres client that names drizzle's queries (pg.Pool takes it as its `Client`). */
export class PreparingClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (config && typeof config === 'object' && !(config as QueryConfig).name) {
      const { text } = config as QueryConfig;
      const params = (config as QueryConfig).values ?? values;
      const name =
        typeof text === 'string' ? statementName(text, Array.isArray(params) ? params.length : 0) : null;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
