import type { DispatchVehicleModel, LateArrivalPolicy } from '@tms/domain';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../../core/request';
import { submitLines } from '../api';
import { noticeText } from '../notice';
import { lateMarks } from '../state/late-marks';
import { mutexPairsOf } from '../state/layout';
import type { LineAdjustState } from '../state/line-adjust-reducer';
import { planSubmit, submitIssues } from '../state/submit';
import type { LineQuery, SubmitLine } from '../types';

/** The server asks for the out-of-window confirmation with this envelope code. */
const WINDOW_CONFIRM_CODE = 409;

/** What a submit made: the shipments (ids and codes) the completion dialog lists. */
export type Completion = { shipments: { uuid: string; shipmentCode: string }[] };

/** The messages of every problem a refused submit names (data.problems), or none. */
export function serverProblems(error: unknown): string[] {
  if (!(error instanceof RequestError)) return [];
  const problems = (error.data as { problems?: unknown } | null)?.problems;
  if (!Array.isArray(problems)) return [];
  return [...new Set(problems.flatMap((p) => (typeof p?.msg === 'string' ? [p.msg as string] : [])))];
}

/**
 * Submit: every problem of the domain's checks marked at once (the lines stay unsent), else the checks
 * in the spec's order (the out-of-window question through Modal.confirm;
 * declining ends with waybill.tip.no.window), then handmadeSubmit; a 409 answer asks the same question
 * and sends again with windowConfirmed. Stops reached after a waybill's required delivery time are
 * problems like the others, unless the dispatcher allowed late arrival: then one question lists them
 * (declining ends with waybill.tip.late.declined) and the submit says allowLateArrival. Ends with the
 * completion dialog's shipments.
 */
export function useSubmitLines(input: {
  state: LineAdjustState;
  query: LineQuery;
  models: ReadonlyMap<string, DispatchVehicleModel>;
  shipmentIds: string[];
  onSubmitted: (lineKeys: string[], waybillIds: string[]) => void;
  /** Marks (true) or unmarks every offending line and stop on the screen. */
  onProblems: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [completion, setCompletion] = useState<Completion | null>(null);

  const askWindow = (content: string) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('lineAdjust.submit.windowTitle'),
        content,
        okText: t('lineAdjust.submit.continue'),
        cancelText: t('action.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const askLate = (question: string, stops: string[]) =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('lineAdjust.late.title'),
        width: 560,
        content: (
          <>
            <p>{question}</p>
            <ul className="line-adjust-cold-chain-list" data-testid="late-stops">
              {stops.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        ),
        okText: t('lineAdjust.late.continue'),
        okButtonProps: { danger: true },
        cancelText: t('action.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const send = async (lines: SubmitLine[], windowConfirmed: boolean, allowLateArrival: boolean) => {
    // windowConfirmed: false would tell the server the dispatcher declined (waybill.tip.no.window):
    // without a confirmation the flag stays out, so the server asks (409) when it finds a stop out of window.
    const body = {
      lines,
      ...(windowConfirmed ? { windowConfirmed: true } : {}),
      ...(allowLateArrival ? { allowLateArrival: true } : {}),
      ...(input.shipmentIds.length > 0 ? { shipmentIds: input.shipmentIds } : {}),
    };
    try {
      return await submitLines(body);
    } catch (error) {
      if (!(error instanceof RequestError) || error.code !== WINDOW_CONFIRM_CODE || windowConfirmed)
        throw error;
      if (!(await askWindow(error.message))) {
        void message.error(t('waybill.tip.no.window'));
        return null;
      }
      return submitLines({ ...body, windowConfirmed: true });
    }
  };

  const submit = async () => {
    const lateArrival: LateArrivalPolicy = input.state.allowLate ? 'ask' : 'refuse';
    const common = {
      lines: input.state.lines,
      query: input.query,
      lateArrival,
      models: input.models,
      mutexPairs: mutexPairsOf(input.state.stations),
    };
    // Every broken rule at once, each offending stop marked; the window question only for good lines.
    const problems = submitIssues(common).filter((p) => !p.confirm);
    input.onProblems(problems.length > 0);
    if (problems.length > 0) {
      void message.error(t('lineAdjust.problems.count', { count: problems.length }));
      return;
    }
    let plan = planSubmit(common);
    let confirmed = false;
    if (!plan.ok && plan.confirm && plan.key === 'waybill.tip.no.window.submit') {
      confirmed = await askWindow(noticeText(t, plan));
      plan = planSubmit({ ...common, windowConfirmed: confirmed });
    }
    let lateAccepted = false;
    if (!plan.ok && plan.confirm && plan.key === 'waybill.tip.late.submit') {
      const stops = input.state.lines.flatMap((line) =>
        [...lateMarks(line).values()].flat().map((notice) => noticeText(t, notice)),
      );
      lateAccepted = await askLate(noticeText(t, plan), stops);
      if (!lateAccepted) {
        void message.error(t('waybill.tip.late.declined'));
        return;
      }
      plan = planSubmit({ ...common, windowConfirmed: confirmed, lateArrival: 'accept' });
    }
    if (!plan.ok) {
      void message.error(noticeText(t, plan));
      return;
    }
    setSubmitting(true);
    try {
      const answer = await send(plan.lines, confirmed, lateAccepted);
      if (!answer) return;
      const shipments = answer.data?.shipments ?? [];
      input.onSubmitted(
        plan.lineKeys,
        plan.lines.flatMap((l) => l.waybillIdList),
      );
      setCompletion({ shipments });
    } catch (error) {
      // The request layer has shown the server's first message; when it found more, all are listed.
      const found = serverProblems(error);
      if (found.length > 1) {
        modal.error({
          title: t('lineAdjust.problems.server'),
          content: (
            <ul className="line-adjust-cold-chain-list" data-testid="server-problems">
              {found.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ),
        });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, completion, closeCompletion: () => setCompletion(null) };
}
