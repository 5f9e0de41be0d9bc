/** The plugin window's chunk (PLAY-16): loaded only once a run shows a window, a toast or its closed line. */
export {default as PluginWindow} from './PluginWindow';
export {default as Toasts} from './Toasts';
