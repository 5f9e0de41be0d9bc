/** "Copy page"'s clipboard side, loaded on intent, keeping the click's user activation (README). */

const pending = new Map<string, Promise<string>>();
const fetched = new Map<string, string>();

/** Starts fetching the same-origin twin at `url` (once per URL); rejects on a non-2xx answer. */
export function prefetchTwin(url: string): Promise<string> {
  let text = pending.get(url);
  if (!text) {
    text = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const body = await response.text();
      fetched.set(url, body);
      return body;
    });
    // A failed fetch is retried on the next attempt.
    text.catch(() => pending.delete(url));
    pending.set(url, text);
  }
  return text;
}

function copyWithTextarea(text: string): void {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('execCommand("copy") refused');
}

/** Copies the twin at `url`. @throws Error when it cannot be fetched or every way of copying is refused. */
export async function copyTwin(url: string): Promise<void> {
  const clipboard = navigator.clipboard as Clipboard | undefined;
  const ready = fetched.get(url);
  const text = prefetchTwin(url);
  try {
    if (ready !== undefined && clipboard?.writeText) {
      await clipboard.writeText(ready);
      return;
    }
    if (clipboard?.write && typeof ClipboardItem !== 'undefined') {
      const blob = text.then((t) => new Blob([t], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    }
    if (clipboard?.writeText) {
      await clipboard.writeText(await text);
      return;
    }
  } catch {
    // Refused (permissions, lost activation): try the textarea below.
  }
  copyWithTextarea(await text);
}

/** Copies the twin and writes "Copied" or "Copy failed" into `status`, a live region React leaves empty. */
export async function copyAndAnnounce(url: string, status: Element | null | undefined): Promise<void> {
  if (status) status.textContent = '';
  let message = 'Copied';
  try {
    await copyTwin(url);
  } catch {
    message = 'Copy failed';
  }
  if (status) status.textContent = message;
}
