import { type Active, type CollisionDetection, closestCenter, type Over, pointerWithin } from '@dnd-kit/core';
import type { Move, Place } from './state/layout';

/** What is being dragged and what it is dropped on, carried in dnd-kit's `data`. */
export type DragData =
  | { kind: 'poolOrders'; ids: string[] }
  | { kind: 'lineOrders'; lineKey: string; ids: string[] }
  | { kind: 'stop'; lineKey: string; stationId: string; index: number };
export type DropData = { kind: 'line'; lineKey: string } | { kind: 'pool' } | DragData;

/** The card and order animations (drop and sort), as the spec asks. */
export const DRAG_ANIMATION_MS = 300;

export const dndId = {
  pool: 'pool',
  line: (lineKey: string) => `line:${lineKey}`,
  stop: (lineKey: string, stationId: string) => `stop:${lineKey}:${stationId}`,
  lineOrder: (lineKey: string, stationId: string, uuid: string) => `order:${lineKey}:${stationId}:${uuid}`,
  poolOrder: (uuid: string) => `pool:${uuid}`,
};

const dataOf = (x: Active | Over | null | undefined) => x?.data.current as DropData | undefined;

/** Where a drop lands: a line (its body, one of its cards or orders) or the pool. */
function placeOf(over: DropData): Place {
  if (over.kind === 'pool' || over.kind === 'poolOrders') return { kind: 'pool' };
  return { kind: 'line', lineKey: over.lineKey };
}

/** The move a finished drag asks for, or null when it lands nowhere useful. */
export function moveOfDrop(active: Active, over: Over | null): Move | null {
  const drag = dataOf(active) as DragData | undefined;
  const drop = dataOf(over);
  if (!drag || !drop) return null;
  const to = placeOf(drop);
  switch (drag.kind) {
    case 'poolOrders':
      return { kind: 'orders', ids: drag.ids, from: { kind: 'pool' }, to };
    case 'lineOrders':
      return { kind: 'orders', ids: drag.ids, from: { kind: 'line', lineKey: drag.lineKey }, to };
    case 'stop':
      if (drop.kind === 'stop' && drop.lineKey === drag.lineKey) {
        return { kind: 'stop', lineKey: drag.lineKey, from: drag.index, to: drop.index };
      }
      if (to.kind === 'line' && to.lineKey === drag.lineKey) return null;
      return { kind: 'stopToPlace', lineKey: drag.lineKey, stationId: drag.stationId, to };
    default: {
      const unreachable: never = drag;
      throw new Error(`unknown drag ${JSON.stringify(unreachable)}`);
    }
  }
}

/**
 * Pointer first (a drop goes where the pointer is), preferring cards when a card is dragged so the
 * stops sort; the keyboard sensor has no pointer, so it falls back to the closest centre. A card never
 * lands on its own line's body or on an order in it (that is no move): without that the closest centre
 * of a keyboard move can be the line itself and the card would not sort.
 */
export const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  const active = dataOf(args.active);
  if (hits.length === 0) {
    if (active?.kind !== 'stop') return closestCenter(args);
    const targets = args.droppableContainers.filter((c) => {
      const d = c.data.current as DropData | undefined;
      if (d?.kind === 'lineOrders') return false;
      return !(d?.kind === 'line' && d.lineKey === active.lineKey);
    });
    return closestCenter({ ...args, droppableContainers: targets });
  }
  if (active?.kind === 'stop') {
    const cards = hits.filter(
      (h) => args.droppableContainers.find((c) => c.id === h.id)?.data.current?.kind === 'stop',
    );
    if (cards.length > 0) return cards;
  }
  return hits;
};
