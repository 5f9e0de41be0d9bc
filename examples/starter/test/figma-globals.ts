// Loaded before the tests (`node --import`): react-figma picks how it talks to Figma when it loads, so the
// stand-in Figma and the globals of the plugin's iframe must exist first.
import {createFigma} from 'figma-api-stub';

Object.assign(globalThis, {
  // Figma's Plugin API in memory: react-figma creates and edits its nodes as it would in a Figma file.
  figma: createFigma({simulateErrors: true}),
  // With both `figma` and `parent`, react-figma calls its main-thread code directly instead of posting messages.
  parent: {postMessage: () => {}},
  // react-devtools-core, which react-figma loads, reads `window` and `self`.
  window: globalThis,
  self: globalThis,
  requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
  cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
});
