/** A background worker's loop, as the Node server runs its mail and its optimizer jobs. */
export interface WorkLoop {
  /** Runs now rather than at the next interval. */
  wake(): void;
  /** Starts no new run and aborts the run's signal; resolves once a run in progress has finished. */
  stop(): Promise<void>;
}

/**
 * One run at a time: every `intervalMs`, at once when woken (a wake during a run starts another
 * right after it), and at once again when a run answers true (more may be waiting). A run that
 * throws is reported and the next one tries again. Timers are unref'd: the loop never holds the
 * process open.
 */
export function startWorkLoop(options: {
  intervalMs: number;
  run(signal: AbortSignal): Promise<boolean | void>;
  onError(error: unknown): void;
}): WorkLoop {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let wokenDuringRun = false;

  const tick = () => {
    busy = true;
    let again = false;
    running = (async () => {
      try {
        again = (await options.run(stopping.signal)) === true;
      } catch (error) {
        options.onError(error);
      }
    })();
    void running.then(() => {
      busy = false;
      if (stopping.signal.aborted) return;
      timer = setTimeout(tick, again || wokenDuringRun ? 0 : options.intervalMs).unref();
      wokenDuringRun = false;
    });
  };
  timer = setTimeout(tick, 0).unref();

  return {
    wake() {
      if (stopping.signal.aborted) return;
      if (busy) {
        wokenDuringRun = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
