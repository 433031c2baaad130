import { z } from 'zod';

/** A single sign-on client (GET /system/sysAuthClient/list); the secret is stored hashed and never listed. */
export const authClientSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  clientName: z.string(),
  portalUrl: z.string().nullable(),
  status: z.string(),
  remark: z.string().nullable(),
  createTime: z.string(),
});
export type AuthClient = z.infer<typeof authClientSchema>;

/** The answer of a secret reset: the new secret, shown this once. */
export const issuedSecretSchema = z.object({
  id: z.number(),
  clientId: z.string(),
  clientSecret: z.string(),
});
/** The answer of save: the new secret, shown this once (null when save updated an existing client). */
export const createdAuthClientSchema = issuedSecretSchema.extend({ clientSecret: z.string().nullable() });
export type IssuedSecret = z.infer<typeof createdAuthClientSchema>;
