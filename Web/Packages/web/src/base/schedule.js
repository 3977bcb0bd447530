// @ts-check
// When elements are asked again: one timer for every element waiting out its delay, and one
// batch at the end of the task for what the DOM changed during it. A page that inserts hundreds
// of elements sets one timer and reads their style once.

const now = () => performance.now();

/**
 * Wakes each element at the time it asks for, all with one timer set for the earliest, and
 * calls `woken` with those that are due. setTimeout holds 2^31-1 ms at most: a longer wait wakes
 * early and is set again. A wait that ends or goes leaves the timer as it is unless none is
 * left: it wakes, finds nothing due, and is set again for the earliest that remains.
 * @template T
 */
export class Alarm {
  /** @type {Map<T, number>} */ #due = new Map();
  #timer = 0;
  #at = Infinity;
  #woken;

  /** @param {(due: T[]) => void} woken */
  constructor(woken) {
    this.#woken = woken;
  }

  /** Wakes `element` at `at` (ms of performance.now()), or never for Infinity. @param {T} element @param {number} at */
  set(element, at) {
    if (at < Infinity) this.#due.set(element, at);
    else this.#due.delete(element);
    if (at < this.#at || this.#due.size === 0) this.#schedule(this.#due.size ? at : Infinity);
  }

  /** @param {number} at */
  #schedule(at) {
    clearTimeout(this.#timer);
    this.#at = at;
    this.#timer = at < Infinity ? setTimeout(() => this.#wake(), Math.min(2 ** 31 - 1, Math.max(0, at - now()))) : 0;
  }

  #wake() {
    const time = now();
    const ready = [];
    let next = Infinity;
    for (const [element, at] of this.#due) {
      if (at <= time) ready.push(element);
      else next = Math.min(next, at);
    }
    for (const element of ready) this.#due.delete(element);
    this.#schedule(next);
    this.#woken(ready);
  }
}

/**
 * Collects elements while a script runs and calls `run` with them, once, in a microtask: after
 * every change the script made before it returned or awaited, and before anything is painted.
 * @template T
 */
export class AfterScript {
  /** @type {Set<T>} */ #queued = new Set();
  #run;

  /** @param {(queued: T[]) => void} run */
  constructor(run) {
    this.#run = run;
  }

  /** @param {T} element */
  add(element) {
    if (!this.#queued.size) {
      queueMicrotask(() => {
        const batch = [...this.#queued];
        this.#queued.clear();
        this.#run(batch);
      });
    }
    this.#queued.add(element);
  }

  /** @param {T} element */
  delete(element) {
    this.#queued.delete(element);
  }
}
