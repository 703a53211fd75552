// Ends the current task so the page can paint and take input before the next step (the start-up,
// docs/adr/0067-a-start-up-in-tasks.md; an import's row checks, docs/adr/0068-import-rows-checked-in-slices.md):
// scheduler.yield where the browser has it, else a message to the page's own channel (a new task
// without setTimeout's clamping).

export function yieldToPage(): Promise<void> {
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
