import type { AppConfig } from '../config';
import type { Database, Db } from './db';
import type { Jobs } from './jobs';
import type { KeyStore } from './kv';
import type { PushHub } from './push';

/** What use cases may reach: handed to every module's routes at registration. */
export type Deps = {
  db: Db;
  database: Database;
  config: AppConfig;
  keys: KeyStore;
  /** Background jobs; absent when config.jobsEnabled is false (tasks then wait for an instance that runs them). */
  jobs?: Jobs;
  /** The push channel to open browser tabs (platform/push.ts). */
  push: PushHub;
};
