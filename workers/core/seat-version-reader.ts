/**
 * Reads the current seat version at most once at a time, and answers each caller with a read
 * that started after the caller arrived: callers arriving while a read is under way share the
 * next one. `arrival()` numbers the callers.
 *
 * Used by the web worker's page cache (decision 042) and the graphql worker's edge and operation
 * caches (decision 036): under load, one primary-key read serves every request that arrived
 * before it started, instead of one read per request. A failed read answers undefined (the
 * caller then reuses nothing that shows seats).
 */
export class SeatVersionReader {
  private arrivals = 0;
  private current: { startedAfter: number; promise: Promise<number | undefined> } | undefined;
  private next: Promise<number | undefined> | undefined;

  constructor(private readonly read: () => Promise<number | undefined>) {}

  /** The caller's place: call when the request arrives. */
  arrival(): number {
    this.arrivals += 1;
    return this.arrivals;
  }

  /** A version read that started after arrival `place`. */
  since(place: number): Promise<number | undefined> {
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
