/** An element's background video: a chunk of its own (few pages have one), under the content. */
import { lazy, Suspense, type ReactNode } from 'react';
import type { BackgroundVideoSource } from '@catalogue/properties/css.ts';

const BackgroundVideo = lazy(() =>
  import('@catalogue/properties/BackgroundVideo.tsx').then((m) => ({ default: m.BackgroundVideo })),
);

/** The slots with the video as the first child of the default slot (none: the slots as given). */
export function withBackgroundVideo(
  slots: Readonly<Record<string, ReactNode>>,
  video: BackgroundVideoSource | null,
): Readonly<Record<string, ReactNode>> {
  if (!video) return slots;
  const shown = (
    <Suspense key="background-video" fallback={null}>
      <BackgroundVideo {...video} />
    </Suspense>
  );
  return { ...slots, default: [shown, slots.default] };
}
