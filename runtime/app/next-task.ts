/**
 * Resolves in a new task of the event loop: work split with it runs as several short tasks
 * instead of one long one, so a slow phone paints and handles a tap in between (Lighthouse's
 * total blocking time counts each task's time over 50 ms). `scheduler.yield()` where the browser
 * has it (its continuation runs before other queued tasks), else a message to a channel (a
 * timer waits at least a second in a background tab).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
