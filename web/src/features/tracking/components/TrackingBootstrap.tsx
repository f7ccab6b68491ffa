import { useEffect } from 'react';
import { startTracking } from '../../../shared/tracking';

/** Captures the landing URL's attribution parameters and carries them on internal navigation. */
export function TrackingBootstrap() {
  useEffect(() => startTracking(window), []);
  return null;
}
