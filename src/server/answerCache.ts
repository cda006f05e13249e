const encoder = new TextEncoder();

/**
 * A deterministic free calculator's answers as the JSON bytes they were sent as, by exact request
 * body (one cache a route): the same inputs (the form's defaults, a shared link, a flood of one body)
 * are answered with the same bytes without parsing, validating, computing or serializing again,
 * as the portfolio's listings are (listProjectsJson). Bounded: the least recently used goes first.
 * Only answers are kept; a refused body is refused again each time.
 *
 * An answer is kept the second time its body is seen, not the first: a stream of bodies each new
 * (any real mix of inputs) would otherwise keep every answer long enough for the garbage collector
 * to promote it, then drop it, and the old generation grows with them (the server's RSS after the
 * API bench rose from about 200 to 257 MB). Remembering a body is a twentieth of the bytes.
 */
export class AnswerCache {
  /** Encoded once: the socket is given bytes, as a bare server would send them. */
  readonly #answers = new Map<string, Uint8Array<ArrayBuffer>>();
  /** Bodies answered once and not kept, most recent last. */
  readonly #seenOnce = new Map<string, true>();
  readonly maxEntries: number;
  /** Bodies longer than this are answered but not kept: a key is the whole body. */
  readonly maxBodyLength: number;

  constructor(maxEntries: number, maxBodyLength: number) {
    this.maxEntries = maxEntries;
    this.maxBodyLength = maxBodyLength;
  }

  get(body: string): Uint8Array<ArrayBuffer> | undefined {
    const answer = this.#answers.get(body);
    if (answer !== undefined) {
      // Most recently used last: a Map iterates in insertion order.
      this.#answers.delete(body);
      this.#answers.set(body, answer);
    }
    return answer;
  }

  /**
   * Gives the answer back as the bytes to send, keeping it if its body was answered before (and is
   * short enough to be a key), else remembering the body.
   */
  set(body: string, answer: string): Uint8Array<ArrayBuffer> {
    const bytes = encoder.encode(answer);
    if (body.length > this.maxBodyLength) return bytes;
    if (this.#seenOnce.delete(body)) keepBounded(this.#answers, body, bytes, this.maxEntries);
    else keepBounded(this.#seenOnce, body, true, this.maxEntries * 4);
    return bytes;
  }

  get size(): number {
    return this.#answers.size;
  }
}

/** Adds an entry as the most recent, dropping the least recent beyond the bound. */
function keepBounded<V>(map: Map<string, V>, key: string, value: V, bound: number) {
  map.set(key, value);
  if (map.size > bound) map.delete(map.keys().next().value!);
}
