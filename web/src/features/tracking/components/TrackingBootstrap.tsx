import { useEffect } from 'react';
import { whenIdle } from '../../../shared/tasks';

/**
 * Captures the landing URL's attribution parameters and carries them on internal navigation.
 * Its code loads once the first screen is idle, off the initial JavaScript: the landing
 * address is read now, since the visitor may have moved within the app by then.
 */
export function TrackingBootstrap() {
  useEffect(() => {
    const landing = window.location.search;
    let stop: (() => void) | undefined;
    let stopped = false;
    void whenIdle()
      .then(() => import('../../../shared/tracking'))
      .then(({ startTracking }) => {
        if (!stopped) stop = startTracking(window, landing);
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return null;
}
