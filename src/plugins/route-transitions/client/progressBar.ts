/**
 * Client module replacing theme-classic's `lib/nprogress.js` (see ../index.ts for why and how).
 *
 * LOAD-1, LOAD-2: the next page is preloaded; the progress bar starts after a delay (1000 ms) and trickles
 * forward while waiting; when the new page is shown the bar stops.
 */
import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import {PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS} from './constants';
import './progressBar.css';

nprogress.configure(PROGRESS_BAR_SETTINGS);

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => nprogress.start(), PROGRESS_BAR_DELAY_MS);
    // PendingNavigation calls this once preloading settles, success or failure: a failed preload
    // leaves the old page in place, so the bar must stop here too, not only in onRouteDidUpdate.
    return () => {
      window.clearTimeout(timer);
      nprogress.done();
    };
  },
  onRouteDidUpdate() {
    nprogress.done();
  },
};

export default progressBar;
