import { useEffect, useState } from 'react';

/** Seed §9: a PIX code is valid for 30 minutes. */
export const PIX_EXPIRY_SECONDS = 1800;

function secondsUntil(expiresAt: string | null): number {
  if (!expiresAt) return PIX_EXPIRY_SECONDS;
  const seconds = Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000);
  // The server's expiry rules; a fast or slow phone clock must not show more than 30 minutes.
  return Math.min(PIX_EXPIRY_SECONDS, Math.max(0, seconds));
}

/** Seconds left until `expiresAt`, ticking each second while `running`. */
export function useCountdown(expiresAt: string | null, running: boolean): number {
  const [remaining, setRemaining] = useState(() => secondsUntil(expiresAt));
  useEffect(() => {
    setRemaining(secondsUntil(expiresAt));
    if (!running) return undefined;
    const timer = window.setInterval(() => setRemaining(secondsUntil(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, running]);
  return remaining;
}
