/**
 * Reads the current seat version at most once at a time, and answers each caller with a read
 * that started after the caller arrived: callers arriving while a read is under way share the
 * next one. `arrival()` numbers the callers.
 *
 * Used by the web worker's page cache (decision 042) and the graphql worker's edge and operation
 * caches (decision 036): under load, one primary-key read serves every request that arrived
 * before it started, instead of one read per request. A failed read answers undefined (the
 * caller then reuses nothing that shows seats).
 *
 * A shared read is a promise started by one request and awaited by others. Should the request
 * that started it be cancelled mid-read (a client gone, a worker's request ended), its read might
 * never answer; so each caller waits for it at most `deadlineMs` (on its own timer, in its own
 * request), then answers undefined — it reads seats fresh, as on a failed read — and the read
 * is forgotten, so the next caller starts a new one.
 */
/** How long a caller waits for a shared read; a primary-key read of D1 takes milliseconds. */
const READ_DEADLINE_MS = 2000;

export class SeatVersionReader {
  private arrivals = 0;
  private current: { startedAfter: number; promise: Promise<number | undefined> } | undefined;
  private next: Promise<number | undefined> | undefined;

  constructor(
    private readonly read: () => Promise<number | undefined>,
    private readonly deadlineMs = READ_DEADLINE_MS,
  ) {}

  /** The caller's place: call when the request arrives. */
  arrival(): number {
    this.arrivals += 1;
    return this.arrivals;
  }

  /** A version read that started after arrival `place`, or undefined after the deadline. */
  since(place: number): Promise<number | undefined> {
    const shared = this.shared(place);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.current = undefined;
        this.next = undefined;
        resolve(undefined);
      }, this.deadlineMs);
      void shared.then((version) => {
        clearTimeout(timer);
        resolve(version);
      });
    });
  }

  private shared(place: number): Promise<number | undefined> {
    if (this.current && this.current.startedAfter >= place) return this.current.promise;
    if (!this.current) return this.start();
    this.next ??= this.current.promise.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<number | undefined> {
    this.next = undefined;
    const promise = this.read().catch(() => undefined);
    const started = { startedAfter: this.arrivals, promise };
    this.current = started;
    void promise.finally(() => {
      if (this.current === started) this.current = undefined;
    });
    return promise;
  }
}
