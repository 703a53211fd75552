// Holds requests to one endpoint until the test says how they end, so a model step such as
// "the login call is still in flight" can be observed on screen. Releasing without a response
// lets the request through to the real mock handler (an msw resolver that returns nothing
// falls through to the next matching handler).
import { http, type HttpHandler } from 'msw';

type Waiter = (response: Response | undefined) => void;

export class Gate {
  readonly handler: HttpHandler;
  private readonly waiting: Waiter[] = [];
  private readonly arrivals: (() => void)[] = [];
  /** While open, requests pass straight through to the mock. */
  open = false;

  constructor(method: 'get' | 'post', path: string) {
    this.handler = http[method](path, () => {
      if (this.open) return undefined;
      return new Promise<Response | undefined>((resolve) => {
        this.waiting.push(resolve);
        for (const notify of this.arrivals.splice(0)) notify();
      });
    });
  }

  get pending(): number {
    return this.waiting.length;
  }

  /** Resolves once a request is waiting at the gate. */
  async arrived(timeoutMs = 5000): Promise<void> {
    if (this.waiting.length > 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no request arrived at the gate')), timeoutMs);
      this.arrivals.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Lets the newest waiting request end with `response`, or pass through to the mock: the
   * machine waits only for its latest call (a call it left behind is still held here, and its
   * answer would be ignored).
   */
  async release(response?: Response): Promise<void> {
    await this.arrived();
    this.waiting.pop()?.(response);
  }

  /** Lets every waiting request through (test clean-up). */
  drain(): void {
    for (const w of this.waiting.splice(0)) w(undefined);
  }
}
