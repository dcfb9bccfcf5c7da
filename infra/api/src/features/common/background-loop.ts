export interface BackgroundLoop {
  /** A run now, after the one under way if any; resolves when it has finished. */
  runNow(): Promise<void>;
  /** No more runs; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

export interface BackgroundLoopOptions {
  /** Between two runs; more than 0 (a loop that never runs is the caller's choice to skip). */
  everyMs: number;
  /** The work of one run. */
  run: () => Promise<unknown>;
  /** Where a failed run is told (the server log); the next run tries again. */
  log: (line: string) => void;
  /** What a failed run did not do, put before its error in the line logged. */
  failure: string;
}

/**
 * Runs `run` in the background: once at start, then every `everyMs`. Runs never overlap,
 * the timer never keeps the process alive, and a failed run is logged rather than thrown.
 */
export function startBackgroundLoop({ everyMs, run, log, failure }: BackgroundLoopOptions): BackgroundLoop {
  let running: Promise<void> | null = null;
  let stopped = false;
  // A run still under way when the next is due (a slow database) makes that one skip.
  const runOnce = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= attempt(run)
      .then(
        () => undefined,
        (error: unknown) => log(`${failure}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  void runOnce();
  const timer = setInterval(() => void runOnce(), everyMs);
  timer.unref();
  return {
    async runNow() {
      await running;
      return runOnce();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Starts `run` at once; a throw before its first await becomes a failed run, not a crash. */
function attempt(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error);
  }
}
