import { useSyncExternalStore, type CSSProperties } from 'react';
import { PROGRESS_DEFAULT_COLOR, PROGRESS_TICK_MS, type Progress } from './progress.ts';

export interface ProgressBarProps {
  progress: Progress;
  /** Any CSS colour; blue by default (seeds §9). */
  color?: string;
}

/** The page-loading bar: fixed along the top, as wide as the progress, absent at 0. */
export function ProgressBar({ progress, color = PROGRESS_DEFAULT_COLOR }: ProgressBarProps) {
  const percent = useSyncExternalStore(progress.subscribe, progress.get, progress.get);
  if (percent <= 0) return null;
  const style: CSSProperties = {
    position: 'fixed',
    top: 0,
    left: 0,
    height: 3,
    width: `${percent}%`,
    background: color,
    zIndex: 2147483647,
    // Eases each tick into the next, so the bar glides instead of jumping.
    transition: `width ${PROGRESS_TICK_MS}ms linear`,
    pointerEvents: 'none',
  };
  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      style={style}
    />
  );
}
