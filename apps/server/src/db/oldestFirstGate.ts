interface Waiter {
  startedAt: number;
  grant: () => void;
}

/**
 * A fixed number of permits, granted to the waiter that started first (the smallest
 * `startedAt`), not the first to ask; equal starts keep the order they asked in.
 */
export class OldestFirstGate {
  #free: number;
  readonly #waiting: Waiter[] = [];

  constructor(permits: number) {
    this.#free = permits;
  }

  /** Calls `grant` once a permit is this caller's: now when one is free. */
  take(startedAt: number, grant: () => void): void {
    if (this.#free > 0) {
      this.#free--;
      grant();
      return;
    }
    let low = 0;
    let high = this.#waiting.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#waiting[middle]!.startedAt <= startedAt) low = middle + 1;
      else high = middle;
    }
    this.#waiting.splice(low, 0, { startedAt, grant });
  }

  /** Returns a permit: straight to the oldest waiter, if any. */
  handBack(): void {
    const next = this.#waiting.shift();
    if (next) next.grant();
    else this.#free++;
  }
}
