/**
 * Jobs keyed by a product id, run one at a time per server in the order they came; a key queued
 * twice runs once. Poster images of an artist's upload and of a catalogue master go through one
 * each, so a batch of uploads never holds more than one full-size decode of its own at a time.
 */
export interface SerialJobs {
  enqueue(id: number): void;
  /** Picks up the jobs a previous run left unfinished. */
  resume(): Promise<void>;
  /** Resolves once nothing is queued or running (tests, shutdown). */
  idle(): Promise<void>;
  onFinished(f: (id: number) => void): () => void;
}

export const createSerialJobs = (run: (id: number) => Promise<void>, unfinished: () => Promise<number[]>): SerialJobs => {
  const waiting: number[] = [];
  let running: Promise<void> | null = null;
  const listeners = new Set<(id: number) => void>();
  const drain = async () => {
    for (let id = waiting.shift(); id !== undefined; id = waiting.shift()) {
      await run(id);
      for (const l of listeners) l(id);
    }
    running = null;
  };
  const add = (id: number) => {
    if (!waiting.includes(id)) waiting.push(id);
  };
  return {
    enqueue: (id) => {
      add(id);
      running ??= drain();
    },
    resume: async () => {
      const left = await unfinished();
      for (const id of left) add(id);
      if (left.length > 0) running ??= drain();
    },
    idle: async () => {
      while (running) await running;
    },
    onFinished: (f) => {
      listeners.add(f);
      return () => listeners.delete(f);
    },
  };
};
