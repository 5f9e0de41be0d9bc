/** The zip's `dist/ui.html`: the starter's `src/ui.html` with the runtime and reader's modules inlined. */
import {RUNTIME_GLOBAL} from './pluginKit';
import type {CompiledModule} from './compileProject';

/** Writes the `<` of `</script` and `<!--` as `\x3C`, the same character wherever JS can hold it. */
export const escapeInlineScript = (js: string): string => js.replace(/<(\/script|!--)/gi, '\\x3C$1');

/** The script goes before `template`'s `</body>` (appended without one); `entry` is the module run first. */
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
