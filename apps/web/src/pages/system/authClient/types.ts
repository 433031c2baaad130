export type AuthClient = {
  id: number;
  clientId: string;
  clientName: string;
  portalUrl: string | null;
  status: string;
  remark: string | null;
  createTime: string;
};

export type AuthClientForm = Omit<AuthClient, 'id' | 'createTime'> & { id?: number };

/** The answer of create and reset: the secret, shown this once. */
export type IssuedSecret = { id: number; clientId: string; clientSecret: string | null };
