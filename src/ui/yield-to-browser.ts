/**
 * Ends the current task and resolves in a new one: the browser may handle input and paint in
 * between. A phone's long task of starting the app is cut into pieces this way (Lighthouse counts
 * every task over 50 ms as blocking). Not a timer: timers wait a second in a background tab.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
