import { useEffect } from 'react';
import { SWIPE_DISTANCE_PX, SWIPE_EDGE_PX } from '../shell/config';

/**
 * Calls `onOpen` when a touch starts within 70 px of the left edge and moves at least 50 px to the right
 * (more to the right than up or down), as the spec's mobile menu handle does.
 */
export function useSwipeToOpen(enabled: boolean, onOpen: () => void): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const touch = e.touches[0];
      start = touch && touch.clientX <= SWIPE_EDGE_PX ? { x: touch.clientX, y: touch.clientY } : null;
    };
    const onMove = (e: TouchEvent) => {
      const touch = e.touches[0];
      if (!start || !touch) return;
      const dx = touch.clientX - start.x;
      const dy = Math.abs(touch.clientY - start.y);
      if (dx >= SWIPE_DISTANCE_PX && dx > dy) {
        start = null;
        onOpen();
      }
    };
    const onEnd = () => {
      start = null;
    };
    document.addEventListener('touchstart', onStart, { passive: true });
    document.addEventListener('touchmove', onMove, { passive: true });
    document.addEventListener('touchend', onEnd, { passive: true });
    document.addEventListener('touchcancel', onEnd, { passive: true });
    return () => {
      document.removeEventListener('touchstart', onStart);
      document.removeEventListener('touchmove', onMove);
      document.removeEventListener('touchend', onEnd);
      document.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, onOpen]);
}
