import type { Lang } from '@tms/domain';
import type { AuthContext } from './auth/caller';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token (sign-in, captcha, SSO code exchange, beacons). */
    public?: boolean;
    /**
     * The permission key a caller must hold (menu/button perms), e.g. 'system:user:add'; with a list,
     * any one of them (a call that several screens share, such as image upload).
     */
    permission?: string | readonly string[];
    /** Operation-log title; mutating calls are logged unless this is false. */
    log?: { title: string; businessType?: string } | false;
    /** RuoYi's repeat-submit guard; on for mutating calls unless false. */
    repeatGuard?: boolean;
    /** The response may be sent encrypted (see platform/encryption.ts). */
    sensitive?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    lang: Lang;
  }
}
