import autocannon from 'autocannon';
import { buildApp } from './src/app';
import { loadConfig } from './src/config';
import { openDatabase } from './src/platform/db';

const database = await openDatabase({ url: 'postgres://root@127.0.0.1:5432/tms_explain' });
const config = {
  ...loadConfig({ ...process.env, TMS_RATE_LIMIT: '100000000' }),
  jobsEnabled: false,
  webDist: undefined,
  logLevel: 'silent',
};
const app = await buildApp({ database, config, logger: false });
await app.listen({ port: 8198, host: '127.0.0.1' });
for (const path of ['/api/system/user/info', '/api/auth/captcha/captchaImage']) {
  const r = await autocannon({
    url: `http://127.0.0.1:8198${path}`,
    connections: 32,
    duration: 6,
    workers: 1,
  });
  console.log(
    `${path}: p50 ${r.latency.p50} p99 ${r.latency.p99} ms ${Math.round(r.requests.average)} req/s non2xx ${r.non2xx}`,
  );
}
await app.close();
await database.close();
