/** A task run beside the HTTP server (server.ts): now, then again `intervalMs` after each run. */
export interface RepeatingTask {
  /** Tells a run under way to stop at a safe point (its signal), waits for it, and runs no more. */
  stop(): Promise<void>;
}

/**
 * Runs `run` at once and then `intervalMs` after each run ends, until stopped. A run that fails
 * (a database outage, say) is handed to `onError` and the next run goes ahead as planned: a
 * worker never stops for good. The timer alone never keeps the process alive.
 */
export function startRepeatingTask(
  run: (signal: AbortSignal) => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): RepeatingTask {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const tick = async (): Promise<void> => {
    try {
      await run(stopping.signal);
    } catch (error) {
      onError(error);
    }
    if (!stopping.signal.aborted) {
      timer = setTimeout(() => {
        running = tick();
      }, intervalMs);
      timer.unref();
    }
  };
  let running = tick();
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
