import type { JobContext } from './context';

/**
 * A periodic task: pg-boss's schedule turns each cron tick into one job (a singleton per tick across
 * every instance: one instance takes the tick, the others see it taken), so the task runs once per tick
 * however many instances run background work. Crons tick at most once a minute.
 */
export type CronDefinition = {
  /** The queue and schedule name in pg-boss. */
  name: string;
  /** Five-field cron, e.g. '*\/5 * * * *'. */
  cron: string;
  /** IANA zone the cron reads in; UTC when absent. */
  timeZone?: string;
  run(ctx: JobContext): Promise<void>;
};

const crons = new Map<string, CronDefinition>();

export function defineCron(definition: CronDefinition): CronDefinition {
  crons.set(definition.name, definition);
  return definition;
}

export function cronDefinitions(): CronDefinition[] {
  return [...crons.values()];
}

/** Tests that define crons of their own drop them again, as the modules of a run are shared. */
export function forgetCron(name: string): void {
  crons.delete(name);
}
