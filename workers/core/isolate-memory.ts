/**
 * A small memory inside one Worker isolate: the values used most recently, up to a budget of
 * weight (bytes of an answer's text, or simply 1 per entry); the least recently used go first.
 * An isolate lives for many requests but may be replaced at any time, and every isolate has its
 * own: callers keep in it only what they can judge fresh themselves and can always do without.
 * Used by the graphql worker's operation cache and the web worker's public answers.
 */
export class IsolateMemory<Value> {
  private readonly entries = new Map<string, { value: Value; weight: number }>();
  private weight = 0;

  constructor(private readonly budget: number) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last, so the oldest is first to go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value with its weight; one heavier than the whole budget is not kept. */
  set(key: string, value: Value, weight = 1): void {
    this.delete(key);
    if (weight > this.budget) return;
    this.entries.set(key, { value, weight });
    this.weight += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.weight <= this.budget) break;
      this.entries.delete(oldest);
      this.weight -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  /** Forgets every entry the test picks (a write made them wrong). */
  deleteWhere(test: (key: string, value: Value) => boolean): void {
    for (const [key, entry] of [...this.entries]) if (test(key, entry.value)) this.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  get usedWeight(): number {
    return this.weight;
  }
}
