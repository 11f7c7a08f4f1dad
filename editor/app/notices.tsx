/**
 * Short messages for the author (a refused command, a failed upload): shown at the bottom of
 * the editor for a few seconds, read out by screen readers (role status / alert).
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

export type NoticeKind = 'info' | 'error';
export type Notify = (message: string, kind?: NoticeKind) => void;

const NoticeContext = createContext<Notify>(() => {});

/** How long a notice stays, in ms. */
export const NOTICE_MS = 6000;

interface Notice {
  id: number;
  message: string;
  kind: NoticeKind;
}

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const next = useRef(0);
  const notify = useCallback<Notify>((message, kind = 'info') => {
    const id = ++next.current;
    // The same message twice in a row shows once.
    setNotices((all) => [...all.filter((n) => n.message !== message), { id, message, kind }]);
    setTimeout(() => setNotices((all) => all.filter((n) => n.id !== id)), NOTICE_MS);
  }, []);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className="notices">
        {notices.map((notice) => (
          <p
            key={notice.id}
            className={`notice notice-${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            {notice.message}
          </p>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

/** Shows a message to the author. */
export function useNotify(): Notify {
  return useContext(NoticeContext);
}
