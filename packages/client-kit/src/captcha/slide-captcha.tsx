import { Modal, Spin } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SlideChallenge } from '@mall/shared';
import { captchaCopy } from './copy';
import type { CaptchaClient } from './types';
import './captcha.css';

/** The slider bar of the spec: 360 x 40. */
const BAR_WIDTH = 360;
const BAR_HEIGHT = 40;
const HANDLE = 40;

type Drag = { startX: number; startY: number; startT: number; track: [number, number, number][] };

/**
 * Our own slide captcha (spec: popup, 360x40, Chinese): a picture with a gap and the matching piece, both
 * raster images from the server; dragging the handle moves the piece; the release sends the offset, the
 * duration and the drag track to verifyCaptcha. A failed check toasts 业务验证不通过！ and shows a new
 * picture; a call error counts as failure.
 */
export function SlideCaptchaModal(props: {
  client: CaptchaClient;
  open: boolean;
  userInfo: string;
  sceneId: string;
  onDone: (passed: boolean) => void;
}) {
  const { client, open, userInfo, sceneId, onDone } = props;
  // Each round is one challenge (one attempt); a new round fetches a new picture.
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['captcha-slide', round],
    queryFn: client.challenge,
    enabled: open,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const challenge: SlideChallenge | null = query.data ?? null;
  const [offset, setOffset] = useState(0);
  const [busy, setBusy] = useState(false);
  const drag = useRef<Drag | null>(null);

  const maxPiece = challenge ? challenge.width - challenge.pieceSize : BAR_WIDTH - 60;
  const maxHandle = BAR_WIDTH - HANDLE;
  const pieceX = (handle: number) => (handle / maxHandle) * maxPiece;

  const next = () => {
    setOffset(0);
    setRound((r) => r + 1);
  };
  const done = (passed: boolean) => {
    next();
    onDone(passed);
  };

  const submit = async (handle: number, duration: number, track: [number, number, number][]) => {
    if (!challenge) return;
    setBusy(true);
    const x = Math.round(pieceX(handle) * 10) / 10;
    // A call error counts as a failed check.
    const passed = await client
      .verify(JSON.stringify({ token: challenge.token, x, duration, track }), userInfo, sceneId)
      .catch(() => false);
    setBusy(false);
    if (passed) {
      done(true);
      return;
    }
    client.toastError(captchaCopy.failed);
    next();
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!challenge || busy) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      startX: event.clientX,
      startY: event.clientY,
      startT: performance.now(),
      track: [[0, 0, 0]],
    };
  };
  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const handle = Math.max(0, Math.min(maxHandle, event.clientX - d.startX));
    setOffset(handle);
    d.track.push([
      Math.round(pieceX(handle) * 10) / 10,
      Math.round(event.clientY - d.startY),
      Math.round(performance.now() - d.startT),
    ]);
  };
  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d) return;
    const handle = Math.max(0, Math.min(maxHandle, event.clientX - d.startX));
    const duration = Math.round(performance.now() - d.startT);
    d.track.push([Math.round(pieceX(handle) * 10) / 10, Math.round(event.clientY - d.startY), duration]);
    void submit(handle, duration, d.track);
  };

  return (
    <Modal
      open={open}
      title={captchaCopy.title}
      footer={null}
      width={BAR_WIDTH + 80}
      centered
      maskClosable={false}
      destroyOnHidden
      onCancel={() => done(false)}
      zIndex={1100}
    >
      <div className="slide-captcha" data-testid="slide-captcha">
        <div
          className="slide-captcha-picture"
          style={{ width: challenge?.width ?? BAR_WIDTH, height: challenge?.height ?? 180 }}
        >
          {challenge ? (
            <>
              <img
                src={challenge.background}
                alt="拼图背景"
                width={challenge.width}
                height={challenge.height}
                draggable={false}
              />
              <img
                className="slide-captcha-piece"
                src={challenge.piece}
                alt="拼图块"
                draggable={false}
                width={challenge.pieceSize}
                height={challenge.pieceSize}
                style={{ left: pieceX(offset), top: challenge.pieceY }}
              />
              <button
                type="button"
                className="slide-captcha-refresh"
                aria-label={captchaCopy.refresh}
                title={captchaCopy.refresh}
                onClick={next}
              >
                <ReloadOutlined />
              </button>
            </>
          ) : query.isError ? (
            <div className="slide-captcha-error">
              {captchaCopy.unavailable}{' '}
              <button type="button" className="slide-captcha-link" onClick={next}>
                {captchaCopy.refresh}
              </button>
            </div>
          ) : (
            <Spin tip={captchaCopy.loading}>
              <div style={{ width: BAR_WIDTH, height: 180 }} />
            </Spin>
          )}
        </div>
        <div className="slide-captcha-bar" style={{ width: BAR_WIDTH, height: BAR_HEIGHT }}>
          <div className="slide-captcha-fill" style={{ width: offset + HANDLE / 2 }} />
          <span className="slide-captcha-hint">{captchaCopy.hint}</span>
          <div
            role="slider"
            aria-label={captchaCopy.hint}
            aria-valuemin={0}
            aria-valuemax={maxHandle}
            aria-valuenow={Math.round(offset)}
            tabIndex={0}
            className="slide-captcha-handle"
            data-testid="slide-captcha-handle"
            style={{ left: offset, width: HANDLE, height: BAR_HEIGHT }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            <ArrowRightOutlined />
          </div>
        </div>
      </div>
    </Modal>
  );
}
