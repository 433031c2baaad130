import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Move } from '../state/layout';
import type { LineAdjustAction, LineAdjustState } from '../state/line-adjust-reducer';
import type { ModelOption, PoolRow } from '../types';
import { LineCard, type LineProblems } from './LineCard';

type Props = {
  state: LineAdjustState;
  models: readonly ModelOption[];
  autoHeight: boolean;
  /** The submit's problems by line key. */
  problems: ReadonlyMap<string, LineProblems>;
  /** Waybills being dragged and the line they come from (null: the pool). */
  dragging: { orders: readonly PoolRow[]; fromLine: string | null } | null;
  dispatch: (action: LineAdjustAction) => void;
  move: (move: Move) => void;
};

/** The left panel: every line of the screen. */
export function LinePanel({ state, models, autoHeight, problems, dragging, dispatch, move }: Props) {
  const { t } = useTranslation();
  if (state.lines.length === 0) return <Empty description={t('lineAdjust.line.none')} />;
  return (
    <div className="line-adjust-lines">
      {state.lines.map((line, i) => (
        <LineCard
          key={line.key}
          line={line}
          number={i + 1}
          models={models}
          autoHeight={autoHeight}
          lateAllowed={state.allowLate}
          problems={problems.get(line.key) ?? null}
          dragOrders={dragging && dragging.fromLine !== line.key ? dragging.orders : null}
          stations={state.stations}
          checked={state.checked[line.key] ?? []}
          onModel={(vehicleMainModelId) =>
            dispatch({ type: 'setModel', lineKey: line.key, vehicleMainModelId })
          }
          onRemove={() => dispatch({ type: 'removeLine', lineKey: line.key })}
          onTime={(stopIndex, field, value) =>
            dispatch({ type: 'setTime', lineKey: line.key, stopIndex, field, value })
          }
          onPin={(stopIndex, pinned) => dispatch({ type: 'pinStop', lineKey: line.key, stopIndex, pinned })}
          onShift={(minutes) => dispatch({ type: 'shiftLine', lineKey: line.key, minutes })}
          onToggle={(ids, checked) => dispatch({ type: 'toggleChecked', lineKey: line.key, ids, checked })}
          onTakeOut={(ids) =>
            move({ kind: 'orders', ids, from: { kind: 'line', lineKey: line.key }, to: { kind: 'pool' } })
          }
        />
      ))}
    </div>
  );
}
