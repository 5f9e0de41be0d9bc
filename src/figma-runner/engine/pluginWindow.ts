/**
 * The plugin window of one run as Figma's docs describe it: `figma.showUI`'s options, `figma.ui`'s size,
 * visibility and position, `figma.notify`'s toasts and `figma.closePlugin` (../README.md "Two threads").
 */
import type {PluginWindowState} from '../protocol/messages';

// Pages under https://developers.figma.com/docs/plugins/: SHOW_UI = api/properties/figma-showui, NOTIFY =
// api/properties/figma-notify, UI = api/figma-ui, CLOSE = api/properties/figma-closeplugin.

/** `showUI`'s width and height when the options leave them out, in CSS pixels (SHOW_UI). */
const DEFAULT_WIDTH = 300;
const DEFAULT_HEIGHT = 200;
/** The smallest window, in CSS pixels (SHOW_UI; UI `resize`: "70x0"). */
const MIN_WIDTH = 70;
const MIN_HEIGHT = 0;
/** How long a toast stays up when `timeout` is left out, in ms (NOTIFY: "3 seconds"). */
const DEFAULT_TOAST_MS = 3000;
/** The longest toast message, in characters; longer ones are truncated (NOTIFY). */
const MAX_TOAST_CHARS = 100;

/** One `figma.notify` toast. */
type Toast = PluginWindowState['toasts'][number];

/** `figma.showUI`'s options (`ShowUIOptions` of @figma/plugin-typings). */
export interface ShowUIOptions {
  visible?: boolean;
  title?: string;
  width?: number;
  height?: number;
  position?: {x: number; y: number};
  themeColors?: boolean;
}

/** `figma.notify`'s options (`NotificationOptions`); `button` and `onDequeue` are accepted, never fired. */
export interface NotificationOptions {
  timeout?: number;
  error?: boolean;
  onDequeue?: (reason: 'timeout' | 'dismiss' | 'action_button_click') => void;
  button?: {text: string; action: () => boolean | void};
}

/** A window before `showUI`: not shown, at the default size. */
const initialWindow = (): PluginWindowState => ({
  shown: false,
  visible: false,
  width: DEFAULT_WIDTH,
  height: DEFAULT_HEIGHT,
  themeColors: false,
  closed: false,
  toasts: [],
});

const size = (value: number | undefined, fallback: number, min: number) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(min, value) : fallback;

/**
 * One run's window; `changed` gets a copy of the state after each change. Sizes below the minimum are raised
 * to it (Figma's handling of them is not confirmed).
 */
export function pluginWindow(changed: (state: PluginWindowState) => void) {
  let state = initialWindow();
  const emit = () => changed(structuredClone(state));
  const open = () => state.shown && !state.closed;
  return {
    state: () => structuredClone(state),
    /** `figma.showUI(html, options)`: a new window; a second call replaces the first (not confirmed). */
    show(options: ShowUIOptions = {}) {
      state = {
        ...initialWindow(),
        shown: true,
        visible: options.visible ?? true,
        width: size(options.width, DEFAULT_WIDTH, MIN_WIDTH),
        height: size(options.height, DEFAULT_HEIGHT, MIN_HEIGHT),
        title: options.title,
        position: options.position && {x: options.position.x, y: options.position.y},
        themeColors: options.themeColors ?? false,
        toasts: state.toasts,
      };
      emit();
    },
    /** `figma.ui.show()` / `hide()`; a hidden UI still runs and gets messages (UI). */
    setVisible(visible: boolean) {
      if (!open() || state.visible === visible) return;
      state.visible = visible;
      emit();
    },
    resize(width: number, height: number) {
      if (!open()) return;
      state.width = size(width, state.width, MIN_WIDTH);
      state.height = size(height, state.height, MIN_HEIGHT);
      emit();
    },
    reposition(x: number, y: number) {
      if (!open()) return;
      state.position = {x, y};
      emit();
    },
    /** `figma.ui.close()`: the window is destroyed. */
    close() {
      if (state.closed) return;
      state.closed = true;
      state.visible = false;
      emit();
    },
    /** `figma.notify(message, options)`; `cancel()` takes the toast down, no `onDequeue` (not confirmed). */
    notify(message: string, options: NotificationOptions = {}): {cancel(): void} {
      const toast: Toast = {
        message: [...String(message)].slice(0, MAX_TOAST_CHARS).join(''),
        timeout: typeof options.timeout === 'number' ? options.timeout : DEFAULT_TOAST_MS,
        error: options.error === true,
      };
      state.toasts.push(toast);
      emit();
      return {
        cancel() {
          if (toast.down) return;
          toast.down = 'cancel';
          emit();
        },
      };
    },
    /**
     * `figma.closePlugin(message?)`: the window closes, `Infinity` toasts go down (NOTIFY) and the message is
     * shown after the plugin (CLOSE); finite toasts stay for their time (not confirmed).
     */
    closePlugin(message?: string) {
      state.pluginClosed = message === undefined ? {} : {message: String(message)};
      state.closed = true;
      state.visible = false;
      for (const toast of state.toasts)
        if (toast.timeout === Infinity && !toast.down) toast.down = 'closePlugin';
      emit();
    },
  };
}
