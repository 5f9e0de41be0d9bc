/**
 * "Download as Figma plugin": turns the reader's project into a zip that the Figma desktop app imports
 * (Plugins → Development → Import plugin from manifest…), made in the browser (src/plugins/plugin-download).
 *
 * Props: `files`, the project (`src/…` path → TS/TSX text, exactly as typed); `active`, the file the playground
 * draws from, which decides the plugin's UI entry as it decides the playground's (optional: the first file that
 * draws); `name`, the plugin's name in Figma and the source of the file name (`react-figma-<slug>.zip`), e.g.
 * the example's title; `problem`, why the code does not draw right now (the playground's last error, `file:line:col message`), if it does not: then no
 * plugin is made, the live region says why, and a second button offers the sources alone (no `dist/`).
 *
 * First-load cost is this button and an empty live region: the zip builder, sucrase, fflate and the prebuilt
 * kit (about 370 KB gzip in all, most of it React and react-figma for the plugin) load on click. A refusal (a
 * bad file name, an import Figma cannot load, a syntax error with file:line:col) or a failed load is shown in
 * the live region, and no file is saved.
 */
import React, {useState} from 'react';
import styles from './styles.module.css';

export interface DownloadPluginButtonProps {
  files: Record<string, string>;
  active?: string;
  name: string;
  problem?: string;
}

type Status = {kind: 'idle' | 'busy' | 'done' | 'error'; message: string};

/** Hands `bytes` to the browser as a download named `fileName`. */
function save(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], {type: 'application/zip'}));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export default function DownloadPluginButton({
  files,
  active,
  name,
  problem,
}: DownloadPluginButtonProps): JSX.Element {
  const [status, setStatus] = useState<Status>({kind: 'idle', message: ''});
  const [offerSources, setOfferSources] = useState(false);
  const download = async (sourcesOnly: boolean) => {
    if (problem && !sourcesOnly) {
      setOfferSources(true);
      setStatus({
        kind: 'error',
        message: `No plugin: the code does not draw (${problem}). Fix it first, or download its sources alone.`,
      });
      return;
    }
    setStatus({kind: 'busy', message: sourcesOnly ? 'Preparing the sources…' : 'Preparing the plugin…'});
    try {
      const zip = await import(
        /* webpackChunkName: "plugin-download" */ '../../figma-runner/download/buildPluginZip'
      );
      const bytes = await zip.buildPluginZip({name, files, active, sourcesOnly});
      const fileName = zip.pluginZipName(name);
      save(bytes, fileName);
      setStatus({
        kind: 'done',
        message: sourcesOnly
          ? `Saved ${fileName}: sources only. Fix the code, then run npm ci and npm run build in the unzipped folder.`
          : `Saved ${fileName}. Unzip it, then import its manifest.json in Figma.`,
      });
    } catch (error) {
      setStatus({kind: 'error', message: error instanceof Error ? error.message : String(error)});
    }
  };
  return (
    <div className={styles.download}>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={status.kind === 'busy'}
        onClick={() => void download(false)}
      >
        Download as Figma plugin
      </button>
      {offerSources && problem && (
        <button
          type="button"
          className="button button--sm button--link"
          disabled={status.kind === 'busy'}
          onClick={() => void download(true)}
        >
          Download sources only
        </button>
      )}
      <p role="status" aria-live="polite" className={status.kind === 'error' ? styles.error : styles.message}>
        {status.message}
      </p>
    </div>
  );
}
