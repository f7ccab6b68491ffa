import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useServerQrCode } from './serverAnswer';

const QR_SIZE_PX = 220;

/** The BR Code as a QR code, drawn as SVG by `qrcode`, which loads only when a code is shown. */
export function PixQrCode({ code }: { code: string }) {
  // Drawn by the server on a private page (shared/serverAnswer.ts): shown at once, and without JavaScript.
  const drawn = useServerQrCode(code);
  const [svgUrl, setSvgUrl] = useState<{ code: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (drawn) return undefined;
    let cancelled = false;
    import('qrcode')
      .then((qrcode) => qrcode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (!cancelled) setSvgUrl({ code, url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        // The copy-and-paste code still works; the QR code is a convenience.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [code, drawn]);

  const url = drawn ?? (svgUrl?.code === code ? svgUrl.url : null);
  if (failed && !drawn) return null;
  if (!url) return <Skeleton variant="rectangular" width={QR_SIZE_PX} height={QR_SIZE_PX} />;
  return (
    <Box
      component="img"
      src={url}
      alt="QR code do PIX: leia com o app do seu banco"
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      data-testid="pix-qr"
      sx={{ display: 'block', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', borderRadius: 2 }}
    />
  );
}
