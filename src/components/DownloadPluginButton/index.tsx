/**
 * "Download as Figma plugin": the reader's project zipped in the browser on click
 * (src/plugins/plugin-download). `problem`: sources only; `typeErrors`: told first, then downloads. Refusals
 * show in its live region.
 */
import React, {useState} from 'react';
import styles from './styles.module.css';

export interface DownloadPluginButtonProps {
  files: Record<string, string>;
  active?: string;
  name: string;
  problem?: string;
  typeErrors?: readonly string[];
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
  typeErrors = [],
}: DownloadPluginButtonProps): JSX.Element {
  const [status, setStatus] = useState<Status>({kind: 'idle', message: ''});
  const [offerSources, setOfferSources] = useState(false);
  /** The type errors the reader was told about; a download with exactly these goes ahead. */
  const [warned, setWarned] = useState<string | null>(null);
  const typeErrorKey = typeErrors.join('\n');
  const download = async (sourcesOnly: boolean) => {
    if (typeErrors.length > 0 && !problem && warned !== typeErrorKey) {
      setWarned(typeErrorKey);
      setStatus({
        kind: 'error',
        message:
          `The plugin works, but rebuilding it (npm run build) would fail on ${typeErrors.length === 1 ? 'this type error' : `these ${typeErrors.length} type errors`}: ` +
          `${typeErrors.join('; ')}. Press Download again to save it anyway.`,
      });
      return;
    }
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
      // The kit's URL joins the zip builder's chunk, so no page holds it before a click (DOWNLOAD-5).
      const [zip, kit] = await Promise.all([
        import(/* webpackChunkName: "plugin-download" */ '../../figma-runner/download/buildPluginZip'),
        import(/* webpackChunkName: "plugin-download" */ '@plugin-kit'),
      ]);
      const bytes = await zip.buildPluginZip({name, files, active, sourcesOnly, kit: kit.default});
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
