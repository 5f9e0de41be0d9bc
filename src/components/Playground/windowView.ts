/** The run's plugin window as the Result pane reads it, without loading the window's own chunk. */
import type {PluginWindowState} from '../../figma-runner/protocol/messages';

/** Whether the window is on screen: shown by `showUI`, not hidden, not closed. */
export const windowOpen = (view: PluginWindowState | undefined | null): view is PluginWindowState =>
  !!view && view.shown && view.visible && !view.closed;

/** Whether the window's chunk has something to show: the window, or the line `closePlugin` leaves. */
export const windowShows = (view: PluginWindowState | undefined | null): view is PluginWindowState =>
  !!view && (view.pluginClosed !== undefined || windowOpen(view));
