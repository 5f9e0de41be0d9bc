/** The run's plugin window as the Result pane reads it, without loading the window's own chunk. */
import type {RenderResult} from '../../figma-runner/browser/runner';

/** The run's window (src/figma-runner/engine/pluginWindow.ts); sizes in CSS px, a toast's timeout in ms. */
export type WindowView = NonNullable<RenderResult['window']>;

/** Whether the window is on screen: shown by `showUI`, not hidden, not closed. */
export const windowOpen = (view: WindowView | undefined | null): view is WindowView =>
  !!view && view.shown && view.visible && !view.closed;

/** Whether the window's chunk has something to show: the window, or the line `closePlugin` leaves. */
export const windowShows = (view: WindowView | undefined | null): view is WindowView =>
  !!view && (view.pluginClosed !== undefined || windowOpen(view));
