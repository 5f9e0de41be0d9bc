/** A plugin window state for tests: shown, visible, `figma.showUI`'s default 300 × 200 (figma-showui). */
import type {PluginWindowState} from '../../src/figma-runner/protocol/messages';

/** A window `figma.showUI` opened with no options, with `extra` over it. */
export const shownWindow = (extra: Partial<PluginWindowState> = {}): PluginWindowState => ({
  shown: true,
  visible: true,
  width: 300,
  height: 200,
  themeColors: false,
  closed: false,
  toasts: [],
  ...extra,
});
