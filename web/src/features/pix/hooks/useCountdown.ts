import { useEffect, useState } from 'react';
import { PIX_EXPIRY_SECONDS } from '../../../../../rules/pix';

/**
 * Seconds the code has left when it reaches the phone. The server only hands out a code that
 * is still valid, so a phone clock that makes it look expired (or longer than 30 minutes) is
 * wrong, and the full 30 minutes is the honest answer.
 */
export function secondsLeftAtReceipt(expiresAt: string, nowMs = Date.now()): number {
  const seconds = Math.ceil((Date.parse(expiresAt) - nowMs) / 1000);
  return seconds > 0 && seconds <= PIX_EXPIRY_SECONDS ? seconds : PIX_EXPIRY_SECONDS;
}

/**
 * Seconds left on the code, ticking each second while `running`. Counted on the monotonic
 * clock from the moment the code arrived, so changing the phone's clock changes nothing.
 */
export function useCountdown(expiresAt: string | null, running: boolean): number {
  const [deadline, setDeadline] = useState<{ expiresAt: string; atMs: number } | null>(null);
  const [remaining, setRemaining] = useState(PIX_EXPIRY_SECONDS);

  if (expiresAt && deadline?.expiresAt !== expiresAt) {
    const seconds = secondsLeftAtReceipt(expiresAt);
    setDeadline({ expiresAt, atMs: performance.now() + seconds * 1000 });
    setRemaining(seconds);
  }

  useEffect(() => {
    if (!running || !deadline) return undefined;
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline.atMs - performance.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, running]);

  return remaining;
}
