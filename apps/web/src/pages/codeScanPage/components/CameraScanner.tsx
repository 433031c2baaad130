import { Alert, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API this page uses (not in every browser, nor in TypeScript's DOM types). */
type DetectedBarcode = { rawValue: string };
type BarcodeDetectorLike = { detect(source: HTMLVideoElement): Promise<DetectedBarcode[]> };
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The note carries a Code 128 barcode; a QR code may carry the page's own link. */
const FORMATS = ['code_128', 'qr_code', 'code_39', 'ean_13'];
const SCAN_EVERY_MS = 250;

function detectorClass(): BarcodeDetectorClass | null {
  const candidate = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof candidate === 'function' ? candidate : null;
}

/** Whether this browser can scan with the camera; without it the typed input is the way in. */
export const cameraScanSupported = (): boolean =>
  detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

/**
 * The camera in a dialog, read by the browser's BarcodeDetector a few times a second; the first code
 * read closes it. The stream is stopped whenever the dialog closes.
 */
export function CameraScanner({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const done = useRef(onCode);
  done.current = onCode;

  useEffect(() => {
    if (!open) return;
    const Detector = detectorClass();
    if (!Detector) {
      setFailed(true);
      return;
    }
    setFailed(false);
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: FORMATS });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = setInterval(() => {
          const el = video.current;
          if (!el || el.readyState < 2) return;
          void detector
            .detect(el)
            .then((found) => {
              const value = found[0]?.rawValue?.trim();
              if (value && !stopped) {
                stopped = true;
                done.current(value);
              }
            })
            .catch(() => undefined);
        }, SCAN_EVERY_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [open]);

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('scan.page.cameraTitle')} destroyOnHidden>
      {failed ? (
        <Alert
          type="warning"
          showIcon
          message={t('scan.page.cameraFailed')}
          data-testid="scan-camera-failed"
        />
      ) : (
        <video
          ref={video}
          muted
          playsInline
          data-testid="scan-camera-video"
          style={{ width: '100%', borderRadius: 8, background: '#000' }}
        />
      )}
    </Modal>
  );
}
