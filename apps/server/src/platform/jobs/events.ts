import type { ShipmentAction, WaybillAction } from '@tms/domain';

/**
 * Every domain event a use case may emit into the outbox, with its payload. Payloads are plain JSON and
 * carry what a listener needs to act without guessing (ids, the step taken, who took it); a listener
 * that needs more reads the current rows itself.
 */
export type DomainEvents = {
  /** One per shipment and action, written by the dispatch core's shipment writer in the action's transaction. */
  'shipment.transitioned': {
    shipmentId: string;
    shipmentCode: string;
    action: ShipmentAction;
    fromStatus: string;
    toStatus: string;
    by: string;
  };
  /**
   * One per waybill and step, written by the dispatch core's waybill writer in the step's transaction
   * (a step that keeps the status, as a merge's transfer, is one too: from and to are equal).
   */
  'waybill.transitioned': {
    waybillId: string;
    waybillCode: string;
    action: WaybillAction;
    fromStatus: string;
    toStatus: string;
    /** The shipment the step concerns (put on, taken off), when there is one. */
    shipmentId: string | null;
    by: string;
  };
  /** One per shipment made (a line submit, a new shipment saved), written with its first row. */
  'shipment.created': {
    shipmentId: string;
    shipmentCode: string;
    status: string;
    dispatchCenterId: string | null;
    /** The waybills it was made with (none for an empty shipment saved by hand). */
    waybillIds: string[];
    by: string;
  };
  /** A download-center task reached FINISH or FAIL (written with the task's final state). */
  'report.task.finished': { taskId: number; userId: number; kind: string; status: 'FINISH' | 'FAIL' };
  /** A user message was sent (written with its recipient rows). */
  'message.sent': { messageId: number; senderId: number; type: string };
  /** Monitoring opened an alert (written with the alert; a level change of an open one is not new). */
  'alert.raised': { alertId: number; shipmentId: string; ruleId: string | null; centerId: string | null };
  /** Monitoring found a stop's ETA later than planned, where none was open for it. */
  'exceptionEta.raised': { exceptionId: number; shipmentId: string; centerId: string | null };
  /**
   * A spreadsheet import answered (written with its operation log): ok or refused, and the answer's
   * message as the importer read it (the count imported, or the rows that were wrong).
   */
  'import.finished': {
    userId: number;
    /** The import's route (its subject names it) and the operation log's title. */
    route: string;
    title: string;
    ok: boolean;
    result: string;
    time: string;
  };
};

export type EventType = keyof DomainEvents;

/** What a use case emits. */
export type DomainEvent = { [K in EventType]: { type: K; payload: DomainEvents[K] } }[EventType];

/** What a listener is given: the event as committed, with its outbox id. */
export type OutboxEvent<K extends EventType = EventType> = {
  id: number;
  type: K;
  payload: DomainEvents[K];
  createTime: Date;
};
