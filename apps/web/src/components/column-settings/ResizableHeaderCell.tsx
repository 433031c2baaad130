import type { KeyboardEvent, MouseEvent as ReactMouseEvent, ThHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

export type ResizableHeaderCellProps = ThHTMLAttributes<HTMLTableCellElement> & {
  /** Called while dragging (done false) and once at the end (done true). */
  onResizeWidth?: (width: number, done: boolean) => void;
};

const MIN_WIDTH = 60;
const KEY_STEP = 16;

const widthOf = (handle: HTMLElement) => handle.parentElement?.getBoundingClientRect().width ?? 0;

/** A table header cell with a handle on its right edge: drag it, or focus it and use the arrow keys. */
export function ResizableHeaderCell({ onResizeWidth, children, style, ...rest }: ResizableHeaderCellProps) {
  const { t } = useTranslation();
  if (!onResizeWidth) {
    return (
      <th style={style} {...rest}>
        {children}
      </th>
    );
  }
  const startDrag = (event: ReactMouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widthOf(event.currentTarget);
    let width = startWidth;
    const move = (e: MouseEvent) => {
      width = Math.max(MIN_WIDTH, Math.round(startWidth + e.clientX - startX));
      onResizeWidth(width, false);
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      if (width !== startWidth) onResizeWidth(width, true);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowLeft' ? -KEY_STEP : event.key === 'ArrowRight' ? KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    event.stopPropagation();
    onResizeWidth(Math.max(MIN_WIDTH, Math.round(widthOf(event.currentTarget) + step)), true);
  };
  return (
    <th style={{ ...style, position: style?.position ?? 'relative' }} {...rest}>
      {children}
      <button
        type="button"
        aria-label={t('ref.table.resizeColumn')}
        className="tms-col-resize-handle"
        onMouseDown={startDrag}
        onKeyDown={onKeyDown}
        onClick={(e) => e.stopPropagation()}
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          bottom: 0,
          width: 6,
          padding: 0,
          border: 0,
          appearance: 'none',
          background: 'transparent',
          cursor: 'col-resize',
          zIndex: 2,
        }}
      />
    </th>
  );
}
