// Loaded before the tests (`node --import`): react-figma picks how it talks to Figma when it loads, so the
// stand-in Figma and the globals of the plugin's iframe must exist first.
import {createFigma} from 'figma-api-stub';

/** The part of the browser's FileReader react-figma reads every image with; Node.js has none. */
class FileReader {
  result: ArrayBuffer | string | null = null;
  onload?: () => void;
  onloadend?: () => void;
  onerror?: (error: unknown) => void;

  readAsArrayBuffer(blob: Blob) {
    blob.arrayBuffer().then((bytes) => this.done(bytes), this.onerror);
  }

  readAsDataURL(blob: Blob) {
    const binary = (bytes: ArrayBuffer) =>
      Array.from(new Uint8Array(bytes), (b) => String.fromCharCode(b)).join('');
    const dataUrl = (bytes: ArrayBuffer) => `data:${blob.type};base64,${btoa(binary(bytes))}`;
    blob.arrayBuffer().then((bytes) => this.done(dataUrl(bytes)), this.onerror);
  }

  private done(result: ArrayBuffer | string) {
    this.result = result;
    this.onload?.();
    this.onloadend?.();
  }
}

Object.assign(globalThis, {
  // Figma's Plugin API in memory: react-figma creates and edits its nodes as it would in a Figma file.
  figma: createFigma({simulateErrors: true}),
  // With both `figma` and `parent`, react-figma calls its main-thread code directly instead of posting
  // messages.
  parent: {postMessage: () => {}},
  // react-devtools-core, which react-figma loads, reads `window` and `self`.
  window: globalThis,
  self: globalThis,
  requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
  cancelAnimationFrame: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  // An Image's source, `data:` URLs included, is fetched and read as bytes (helpers/getImageHandler.ts).
  FileReader,
});
