import { useQuery } from '@tanstack/react-query';
import type { PlanningStatus } from '@tms/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelPlanning, type PlanningRequest, readPlanning, startPlanning } from '../api';

/** How often a running job is read. */
const POLL_MS = 500;

/**
 * One automatic planning job at a time: start it, read it while it runs, stop it. `onDone` is called once
 * with the finished job and what it was asked (its lines go onto the screen there).
 */
export function usePlanningJob(onDone: (status: PlanningStatus, request: PlanningRequest | null) => void) {
  const [jobId, setJobId] = useState<string | null>(null);
  const [stopped, setStopped] = useState<PlanningStatus | null>(null);
  const [starting, setStarting] = useState(false);
  const delivered = useRef<string | null>(null);
  const asked = useRef<PlanningRequest | null>(null);
  const { data } = useQuery({
    queryKey: ['lineAdjust', 'planning', jobId],
    queryFn: () => readPlanning(jobId as string),
    enabled: jobId !== null && stopped === null,
    refetchInterval: (query) =>
      query.state.data?.status === 'RUNNING' || !query.state.data ? POLL_MS : false,
    gcTime: 0,
  });
  const status = stopped ?? (data && data.jobId === jobId ? data : null);

  useEffect(() => {
    if (status?.status !== 'DONE' || delivered.current === status.jobId) return;
    delivered.current = status.jobId;
    onDone(status, asked.current);
  }, [status, onDone]);

  const start = useCallback(async (body: PlanningRequest) => {
    setStarting(true);
    setStopped(null);
    asked.current = body;
    try {
      const answer = await startPlanning(body);
      setJobId(answer.data.jobId);
    } finally {
      setStarting(false);
    }
  }, []);

  const cancel = useCallback(async () => {
    if (!jobId) return;
    const answer = await cancelPlanning(jobId);
    setStopped(answer.data);
  }, [jobId]);

  const reset = useCallback(() => {
    setJobId(null);
    setStopped(null);
  }, []);

  return {
    status,
    running: starting || (jobId !== null && (!status || status.status === 'RUNNING')),
    start,
    cancel,
    reset,
  };
}
