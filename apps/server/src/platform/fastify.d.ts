import type { ApiPermissionKey, Lang, UiLang } from '@tms/domain';
import type { AuthContext } from './auth/caller';
import type { RouteAccess } from './auth/plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, captcha, SSO code exchange, beacons). */
    public?: boolean;
    /**
     * The permission key a caller must hold (menu/button perms), e.g. 'system:user:add'. Typed by the
     * domain's catalogue (auth/permission-keys.ts), so a key the seeded menus lack fails typecheck.
     * One key, not a union with lists: Fastify intersects this type with the route's inferred config, and
     * a union of every key with a list of them would multiply out past what TypeScript represents.
     */
    permission?: ApiPermissionKey;
    /** Keys any one of which lets a caller in (a call that several screens share, such as image upload). */
    anyPermission?: readonly ApiPermissionKey[];
    /**
     * A call that only reads though its method is not GET (a search or a check with a body): the
     * read-only role may reach it. Every other non-GET call counts as a change.
     */
    readOnly?: boolean;
    /** Operation-log title; mutating calls are logged unless this is false. */
    log?: { title: string; businessType?: string } | false;
    /** RuoYi's repeat-submit guard; on for mutating calls unless false. */
    repeatGuard?: boolean;
    /** The response may be sent encrypted (see platform/encryption.ts). */
    sensitive?: boolean;
    /**
     * Personal numbers are masked in every answer (platform/personal-data.ts). A detail call behind an
     * edit form names here who gets them in full: callers holding one of these keys (the record's edit
     * key), or 'self' for the caller's own record. Each full answer is written to the operation log.
     */
    personalData?: { fullFor: readonly ApiPermissionKey[] | 'self' };
  }
  interface FastifyInstance {
    /** Every /api route with its permission keys, filled as routes are registered. */
    routeAccess: RouteAccess[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The catalog language whole records are read in (dictionary labels, menu names). */
    lang: Lang;
    /** The language chosen, en-GB and pt-BR included: what messages are written in. */
    uiLang: UiLang;
  }
}
