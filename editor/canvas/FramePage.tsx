/**
 * The page inside the canvas frame: the runtime's `ElementView` for every element, under a
 * render context with the live element source. Each section subscribes to its own object (its
 * root list), the page to its list of sections; elements subscribe themselves (`context.live`).
 */
import { memo, useEffect, useMemo, useSyncExternalStore } from 'react';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import { RenderContext } from '@runtime/render/context.ts';
import { ElementView } from '@runtime/render/ElementView.tsx';
import { sectionClass } from '@runtime/render/classes.ts';
import { PAGE_KEY, sectionKey, type LiveSource } from './live-source.ts';
import type { CanvasSession } from './session.ts';

function useLive<T>(live: LiveSource, key: string, read: () => T): T {
  return useSyncExternalStore((changed) => live.subscribe(key, changed), read, read);
}

const SectionView = memo(function SectionView({
  live,
  uid,
  anchor,
}: {
  live: LiveSource;
  uid: string;
  anchor: string | undefined;
}) {
  const section = useLive(live, sectionKey(uid), () => live.sections[uid]);
  if (!section) return null;
  return (
    <section id={anchor} data-section={uid} className={sectionClass(uid)}>
      {section.children.map((id, i) => (
        <ElementView key={`${id}:${i}`} id={id} />
      ))}
    </section>
  );
});

export function FramePage({
  session,
  onRendered,
}: {
  session: CanvasSession;
  onRendered: () => void;
}) {
  const { live, context } = session;
  const uids = useLive(live, PAGE_KEY, () => live.sectionUids);
  const anchors = useMemo(
    () =>
      sectionAnchors(
        uids.map((uid) => ({ uid, sectionTitle: live.sections[uid]?.sectionTitle ?? '' })),
      ),
    [uids, live],
  );
  useEffect(() => onRendered(), [onRendered]);
  return (
    <RenderContext.Provider value={context}>
      {uids.map((uid) => (
        <SectionView key={uid} live={live} uid={uid} anchor={anchors.get(uid)} />
      ))}
    </RenderContext.Provider>
  );
}
