import {
  ArrowRightOutlined,
  CheckOutlined,
  CloseOutlined,
  LoadingOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Flex, Modal, Spin, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPuzzle, fetchPuzzle, type Puzzle } from './api';
import { clampPieceX, keyAction, PIECE_SIZE, PUZZLE_REFRESH_MS } from './slider';
import './slide-captcha.css';

type Status = 'loading' | 'idle' | 'dragging' | 'checking' | 'success' | 'fail';

export type SlideCaptchaProps = {
  open: boolean;
  /** A passed puzzle: the one-time verification for POST /auth/login/slide. */
  onSuccess: (captchaVerification: string) => void;
  onCancel: () => void;
};

const FAIL_PAUSE_MS = 700;
const SUCCESS_PAUSE_MS = 400;

/**
 * The sign-in slide captcha: drag the piece (mouse, touch or pen; or the arrow keys and Enter)
 * into its hole. Releasing drops it and asks the server; a miss shakes and brings a new puzzle.
 */
export function SlideCaptcha({ open, onSuccess, onCancel }: SlideCaptchaProps) {
  const { t } = useTranslation();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [x, setX] = useState(0);
  const grab = useRef<{ pointerId: number; startX: number } | null>(null);
  const timers = useRef<number[]>([]);

  const later = useCallback((fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  }, []);

  const load = useCallback(async () => {
    setStatus('loading');
    setX(0);
    try {
      setPuzzle(await fetchPuzzle());
      setStatus('idle');
    } catch {
      // The request layer has shown why (e.g. too many puzzles); the refresh button retries.
      setPuzzle(null);
      setStatus('idle');
    }
  }, []);

  useEffect(() => {
    if (!open) return;
    void load();
    const refresh = window.setInterval(() => void load(), PUZZLE_REFRESH_MS);
    return () => {
      window.clearInterval(refresh);
      for (const timer of timers.current) window.clearTimeout(timer);
      timers.current = [];
    };
  }, [open, load]);

  const width = puzzle?.width ?? 320;
  const height = puzzle?.height ?? 160;

  const drop = async (at: number) => {
    if (!puzzle) return;
    setStatus('checking');
    try {
      const verification = await checkPuzzle(puzzle.token, at);
      setStatus('success');
      later(() => onSuccess(verification), SUCCESS_PAUSE_MS);
    } catch {
      setStatus('fail');
      later(() => void load(), FAIL_PAUSE_MS);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (status !== 'idle' || !puzzle) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    grab.current = { pointerId: event.pointerId, startX: event.clientX - x };
    setStatus('dragging');
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current?.pointerId !== event.pointerId) return;
    setX(clampPieceX(event.clientX - grab.current.startX, width));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (grab.current?.pointerId !== event.pointerId) return;
    const at = clampPieceX(event.clientX - grab.current.startX, width);
    grab.current = null;
    setX(at);
    if (at === 0) setStatus('idle');
    else void drop(at);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (status !== 'idle') return;
    const action = keyAction(event, x, width);
    if (!action) return;
    event.preventDefault();
    if ('move' in action) setX(action.move);
    else void drop(x);
  };

  const handleIcon =
    status === 'success' ? (
      <CheckOutlined />
    ) : status === 'fail' ? (
      <CloseOutlined />
    ) : status === 'checking' || status === 'loading' ? (
      <LoadingOutlined />
    ) : (
      <ArrowRightOutlined />
    );
  const trackText =
    status === 'success'
      ? t('captcha.success')
      : status === 'fail'
        ? t('captcha.fail')
        : x === 0 && status === 'idle'
          ? t('captcha.hint')
          : '';

  return (
    <Modal
      open={open}
      title={t('captcha.title')}
      onCancel={onCancel}
      footer={null}
      width={width + 48}
      centered
      maskClosable={false}
      destroyOnHidden
    >
      <div
        className={`tms-captcha-stage${status === 'fail' ? ' tms-captcha-shake' : ''}`}
        style={{ width, height }}
        data-testid="captcha-stage"
      >
        {puzzle ? (
          <>
            <img src={puzzle.backgroundImage} width={width} height={height} alt={t('captcha.imageAlt')} />
            <img
              className="tms-captcha-piece"
              src={puzzle.pieceImage}
              width={PIECE_SIZE}
              height={PIECE_SIZE}
              style={{ top: puzzle.pieceY, transform: `translateX(${x}px)` }}
              alt={t('captcha.pieceAlt')}
            />
          </>
        ) : (
          <Flex align="center" justify="center" style={{ height }}>
            <Spin />
          </Flex>
        )}
      </div>
      <div className="tms-captcha-track" style={{ width }} data-status={status}>
        <div className="tms-captcha-fill" style={{ width: x + PIECE_SIZE / 2 }} />
        <span className="tms-captcha-text" style={{ left: x + PIECE_SIZE }}>
          {trackText}
        </span>
        <div
          className="tms-captcha-handle"
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.sliderLabel')}
          aria-valuemin={0}
          aria-valuemax={width - PIECE_SIZE}
          aria-valuenow={x}
          data-status={status}
          data-testid="captcha-handle"
          style={{ transform: `translateX(${x}px)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onKeyDown={onKeyDown}
        >
          {handleIcon}
        </div>
      </div>
      <Flex justify="space-between" align="center" style={{ marginTop: 8, width }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('captcha.keyboardHint')}
        </Typography.Text>
        <Tooltip title={t('captcha.refresh')}>
          <Button
            type="text"
            size="small"
            icon={<ReloadOutlined />}
            aria-label={t('captcha.refresh')}
            disabled={status === 'checking' || status === 'dragging' || status === 'loading'}
            onClick={() => void load()}
          />
        </Tooltip>
      </Flex>
    </Modal>
  );
}
