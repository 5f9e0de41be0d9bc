/** Client module replacing theme-classic's `lib/nprogress.js` (LOAD-1, LOAD-2). */
import nprogress from 'nprogress';
import type {ClientModule} from '@docusaurus/types';
import {PROGRESS_BAR_DELAY_MS, PROGRESS_BAR_SETTINGS} from './constants';
import './progressBar.css';

nprogress.configure(PROGRESS_BAR_SETTINGS);

const progressBar: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(() => nprogress.start(), PROGRESS_BAR_DELAY_MS);
    // Called once preloading settles, failure included: the bar stops here too.
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
