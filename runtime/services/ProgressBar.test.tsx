import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress.ts';
import { ProgressBar } from './ProgressBar.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ProgressBar', () => {
  it('is absent at 0, then a blue bar as wide as the progress', () => {
    vi.useFakeTimers();
    const progress = createProgress();
    const { container } = render(<ProgressBar progress={progress} />);
    expect(container.firstChild).toBeNull();
    act(() => progress.start());
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('10');
    expect(bar.style.width).toBe('10%');
    expect(bar.style.background).toBe('blue');
    expect(bar.style.position).toBe('fixed');
    act(() => vi.advanceTimersByTime(300));
    expect(bar.style.width).toBe('28%');
    act(() => progress.stop());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes a colour', () => {
    const progress = createProgress();
    progress.start();
    render(<ProgressBar progress={progress} color="#c8892b" />);
    expect(screen.getByRole('progressbar').style.background).toMatch(/#c8892b|rgb\(200, 137, 43\)/);
    progress.stop();
  });
});
