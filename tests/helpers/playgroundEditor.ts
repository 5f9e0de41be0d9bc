/**
 * The playground's editor as the browser tests drive it: read its text, type at its end, wait for CodeMirror.
 */
import type {Page} from 'playwright-core';

/** The editable area (a textarea) or CodeMirror's host. */
export const EDITOR = '#playground-editor';

/** The editor's text, from CodeMirror's lines or the textarea. */
export async function editorText(page: Page): Promise<string> {
  return page.evaluate((selector) => {
    const el = document.querySelector(selector);
    if (el instanceof HTMLTextAreaElement) return el.value;
    const lines = el?.querySelectorAll('.cm-line') ?? [];
    return Array.from(lines, (l) => l.textContent ?? '').join('\n');
  }, EDITOR);
}

/** Which editor is on screen. */
export async function editorKind(page: Page): Promise<'codemirror' | 'textarea'> {
  return (await page.$(`${EDITOR}[data-editor="codemirror"]`)) ? 'codemirror' : 'textarea';
}

/** Puts the caret at the end of the editor's text and types `text`. */
export async function typeAtEnd(page: Page, text: string): Promise<void> {
  if ((await editorKind(page)) === 'codemirror') {
    await page.click(`${EDITOR} .cm-content`);
    await page.keyboard.press('Control+End');
  } else {
    await page.focus(EDITOR);
    // On a wide window the focus itself is intent to edit: CodeMirror may replace the textarea meanwhile.
    const stillTextarea = await page.evaluate((s) => {
      const t = document.querySelector(s);
      if (!(t instanceof HTMLTextAreaElement)) return false;
      t.setSelectionRange(t.value.length, t.value.length);
      return true;
    }, EDITOR);
    if (!stillTextarea) {
      await page.waitForSelector(`${EDITOR}[data-editor="codemirror"] .cm-content`);
      await page.click(`${EDITOR} .cm-content`);
      await page.keyboard.press('Control+End');
    }
  }
  await page.keyboard.type(text);
}

/**
 * Shows intent to edit (the pointer over the editor) and waits for CodeMirror (fine pointer, wide window).
 */
export async function codeMirror(page: Page): Promise<void> {
  await page.hover(EDITOR);
  await page.waitForSelector(`${EDITOR}[data-editor="codemirror"] .cm-content`);
}
