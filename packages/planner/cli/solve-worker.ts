import { parentPort, workerData } from 'node:worker_threads';
import { type Problem, type SolveOptions, solve } from '../src/index';

/** One independent search in its own thread; the plan goes back to the parent. */
const { problem, options, deadline } = workerData as {
  problem: Problem;
  options: SolveOptions;
  deadline?: number;
};
// The time limit counts from the command's start, not from this thread's (slower) start-up.
const timeLimitMs = deadline !== undefined ? Math.max(0, deadline - Date.now()) : options.timeLimitMs;
parentPort?.postMessage(solve(problem, { ...options, timeLimitMs }));
