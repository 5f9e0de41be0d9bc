/**
 * Cold pages reused across the tests that visit every route: opening a page costs a new renderer (about 0.5 s
 * on a 2-core host), more than loading a route in a page that is already open. Each page has the HTTP cache
 * switched off (`coldPage`), so a route loads as it does on a reader's first visit whatever was loaded before
 * it.
 */
import type {Browser, Page} from 'playwright-core';
import {coldPage} from './firstLoad';

export class ColdPagePool {
  private readonly idle: Page[] = [];
  private readonly opened: Page[] = [];

  /**
   * @param browser the launched browser to open pages in (a function, as the harness has it only inside
   *   tests).
   */
  constructor(private readonly browser: () => Browser) {}

  /**
   * Runs `work` with a page no other call is using, opening one when none is idle; the page goes back to the
   * pool afterwards, also when `work` throws. `work` must remove the listeners it adds.
   */
  async use<T>(work: (page: Page) => Promise<T>): Promise<T> {
    let page = this.idle.pop();
    if (!page) {
      page = await coldPage(this.browser());
      this.opened.push(page);
    }
    try {
      return await work(page);
    } finally {
      this.idle.push(page);
    }
  }

  /** Closes every page the pool opened. */
  async close(): Promise<void> {
    await Promise.all(this.opened.map((page) => page.context().close()));
    this.opened.length = 0;
    this.idle.length = 0;
  }
}
