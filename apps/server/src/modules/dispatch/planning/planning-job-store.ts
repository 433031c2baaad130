import type { Redis } from 'ioredis';
import type { PlanningResult } from './plan-answer';

export type JobStatus = 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';

/** A planning job as every process sees it: plain data, no worker handle. */
export type PlanningJob = {
  id: string;
  ownerId: number;
  status: JobStatus;
  progress: number;
  startedAt: number;
  timeLimitMs: number;
  /** When the owning process last wrote it: while RUNNING, its heartbeat. */
  updatedAt: number;
  result?: PlanningResult;
  failure?: string;
};

/** A job is forgotten this long after its last change (its start, its progress, its end). */
export const KEEP_MS = 15 * 60_000;
/**
 * A RUNNING job the owning process has not written for this long reads as FAILED: that process stopped
 * (a crash, a deploy) and nobody else can finish it. The owner writes at least every FLUSH_MS.
 */
export const STALE_MS = 15_000;
export const STALE_FAILURE = 'the server process running it stopped';

/**
 * Where jobs are kept. Only the owning process writes a job's state, and only while the stored job is
 * RUNNING; any process may cancel it, which turns a stored RUNNING job into CANCELLED at once. So a
 * cancel answered CANCELLED stays CANCELLED: a plan that finishes in the same instant does not
 * overwrite it.
 */
export type PlanningJobStore = {
  create(job: PlanningJob): Promise<void>;
  /** Writes the owner's state if the stored job is still RUNNING; false when it is not (cancelled, or gone). */
  update(job: PlanningJob): Promise<boolean>;
  read(id: string, now?: number): Promise<PlanningJob | null>;
  /** Cancels a RUNNING job of ownerId; answers the job as stored afterwards, null when not ownerId's. */
  cancel(ownerId: number, id: string, now?: number): Promise<PlanningJob | null>;
};

function seen(job: PlanningJob, now: number): PlanningJob {
  if (job.status !== 'RUNNING' || now - job.updatedAt <= STALE_MS) return job;
  return { ...job, status: 'FAILED', failure: STALE_FAILURE };
}

/** One process: the jobs in its memory (a module-level map, as the process is the whole deployment). */
const memory = new Map<string, PlanningJob>();

function forgetOld(now: number): void {
  for (const [id, job] of memory) if (now - job.updatedAt >= KEEP_MS) memory.delete(id);
}

export const memoryJobStore: PlanningJobStore = {
  async create(job) {
    forgetOld(Date.now());
    memory.set(job.id, { ...job });
  },
  async update(job) {
    if (memory.get(job.id)?.status !== 'RUNNING') return false;
    memory.set(job.id, { ...job });
    return true;
  },
  async read(id, now = Date.now()) {
    forgetOld(now);
    const job = memory.get(id);
    return job ? seen({ ...job }, now) : null;
  },
  async cancel(ownerId, id, now = Date.now()) {
    forgetOld(now);
    const job = memory.get(id);
    if (!job || job.ownerId !== ownerId) return null;
    if (job.status === 'RUNNING') Object.assign(job, { status: 'CANCELLED' });
    return seen({ ...job }, now);
  },
};

/**
 * A hash per job: `owner` and `status` apart, so the scripts below decide on them without decoding the
 * plan, and `job` the whole state as JSON (its status field is overridden by `status`).
 */
export const jobKey = (id: string) => `tms:planning:${id}`;

const CREATE = `
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'status', ARGV[2], 'job', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1`;

const UPDATE_IF_RUNNING = `
if redis.call('HGET', KEYS[1], 'status') ~= 'RUNNING' then return 0 end
redis.call('HSET', KEYS[1], 'status', ARGV[1], 'job', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const CANCEL = `
local f = redis.call('HMGET', KEYS[1], 'owner', 'status', 'job')
if f[1] ~= ARGV[1] then return false end
if f[2] == 'RUNNING' then
  redis.call('HSET', KEYS[1], 'status', 'CANCELLED')
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  f[2] = 'CANCELLED'
end
return {f[2], f[3]}`;

function parse(status: unknown, text: unknown, now: number): PlanningJob | null {
  if (typeof status !== 'string' || typeof text !== 'string') return null;
  return seen({ ...(JSON.parse(text) as PlanningJob), status: status as JobStatus }, now);
}

/** Every process behind one Redis: the shared client (commands fail within a second while it is down). */
export function redisJobStore(redis: Redis): PlanningJobStore {
  return {
    async create(job) {
      await redis.eval(
        CREATE,
        1,
        jobKey(job.id),
        String(job.ownerId),
        job.status,
        JSON.stringify(job),
        KEEP_MS,
      );
    },
    async update(job) {
      const written = await redis.eval(
        UPDATE_IF_RUNNING,
        1,
        jobKey(job.id),
        job.status,
        JSON.stringify(job),
        KEEP_MS,
      );
      return written === 1;
    },
    async read(id, now = Date.now()) {
      const [status, text] = await redis.hmget(jobKey(id), 'status', 'job');
      return parse(status, text, now);
    },
    async cancel(ownerId, id, now = Date.now()) {
      const answer = await redis.eval(CANCEL, 1, jobKey(id), String(ownerId), KEEP_MS);
      if (!Array.isArray(answer)) return null;
      return parse(answer[0], answer[1], now);
    },
  };
}
