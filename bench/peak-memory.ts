// How the streaming exports are judged: time, and the process's peak resident memory above its
// level before (sampled every 10 ms), since a stream that buffers shows there and nowhere else.

/** Runs `run` (which answers the bytes it wrote) and prints its size in MB, its time and its peak memory rise. */
export const measurePeakMemory = async (label: string, run: () => Promise<number>, sizeDecimals = 0): Promise<void> => {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const t0 = performance.now();
  const bytes = await run();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${label}: ${(bytes / 1048576).toFixed(sizeDecimals)} MB in ${ms.toFixed(0)} ms, peak memory +${((peak - base) / 1048576).toFixed(0)} MB`,
  );
};
