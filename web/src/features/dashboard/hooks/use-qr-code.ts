import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code of `text` as a PNG data URL of `size` pixels, drawn in the browser. */
export function useQrCode(text: string, size: number): { dataUrl: string | null; failed: boolean } {
  const [state, setState] = useState<{ text: string; dataUrl: string | null; failed: boolean }>({
    text: '',
    dataUrl: null,
    failed: false,
  });

  useEffect(() => {
    let current = true;
    QRCode.toDataURL(text, { width: size, margin: 2, errorCorrectionLevel: 'M' })
      .then((dataUrl) => current && setState({ text, dataUrl, failed: false }))
      .catch(() => current && setState({ text, dataUrl: null, failed: true }));
    return () => {
      current = false;
    };
  }, [text, size]);

  return state.text === text ? { dataUrl: state.dataUrl, failed: state.failed } : { dataUrl: null, failed: false };
}
