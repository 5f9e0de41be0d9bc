/**
 * The zip's `dist/ui.html`: the starter's `src/ui.html` with one inline script, as the starter's webpack build
 * inlines its bundle: the UI runtime, then the reader's compiled modules and the entry to start.
 */
import {RUNTIME_GLOBAL} from './pluginKit';
import type {CompiledModule} from './compileProject';

/**
 * Text that would end or confuse an inline script (`</script`, `<!--`) gets its `<` written as `\x3C`, which
 * means the same character inside strings, templates and regular expressions, the only places JS can hold it.
 */
export const escapeInlineScript = (js: string): string => js.replace(/<(\/script|!--)/gi, '\\x3C$1');

/**
 * @param template the starter's `src/ui.html`; the script goes before its `</body>` (appended when it has none).
 * @param runtime the kit's runtime script.
 * @param modules compiled project files (./transpile.ts); @param entry the one to run first.
 */
export function composeUiHtml(
  template: string,
  runtime: string,
  modules: Record<string, CompiledModule>,
  entry: string,
): string {
  const records = Object.entries(modules).map(
    ([path, m]) =>
      `${JSON.stringify(path)}: [function (require, module, exports) {\n${m.code}\n}, ${JSON.stringify(m.imports)}]`,
  );
  const script = `${runtime.trimEnd()}\n${RUNTIME_GLOBAL}.start({\n${records.join(',\n')}\n}, ${JSON.stringify(entry)});\n`;
  const tag = `<script>${escapeInlineScript(script)}</script>`;
  const at = template.lastIndexOf('</body>');
  return at < 0 ? `${template}${tag}\n` : `${template.slice(0, at)}${tag}${template.slice(at)}`;
}
