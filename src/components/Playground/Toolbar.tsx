/** The playground's toolbar (PLAY-6): Reset, Share, the link and Copy link once shared, the download. */
import React from 'react';
import DownloadPluginButton, {type DownloadPluginButtonProps} from '../DownloadPluginButton';
import styles from './styles.module.css';

export interface ToolbarProps {
  /** Reset: the example as published, its draft forgotten. */
  onReset: () => void;
  /** Share: writes the project into the address's `#code=…` and shows the link (./useShareLink.ts). */
  onShare: () => void;
  /** The link Share made; null before Share and after the next edit (no link field, no Copy link). */
  shareUrl: string | null;
  /** Copy link: copies `shareUrl` to the clipboard. */
  onCopy: () => void;
  /** True for a moment after a copy: the button reads "Copied". */
  copied: boolean;
  /** "Download as Figma plugin" (src/components/DownloadPluginButton): the project, its name and errors. */
  download: DownloadPluginButtonProps;
}

export default function Toolbar({
  onReset,
  onShare,
  shareUrl,
  onCopy,
  copied,
  download,
}: ToolbarProps): JSX.Element {
  return (
    <div className={styles.toolbar}>
      <button type="button" className="button button--secondary button--sm" onClick={onReset}>
        Reset
      </button>
      <button type="button" className="button button--primary button--sm" onClick={onShare}>
        Share
      </button>
      <DownloadPluginButton {...download} />
      {shareUrl && (
        <span className={styles.share}>
          <label htmlFor="playground-share-url" className="visually-hidden">
            Share link
          </label>
          <input id="playground-share-url" className={styles.shareUrl} readOnly value={shareUrl} />
          <button type="button" className="button button--secondary button--sm" onClick={onCopy}>
            {copied ? 'Copied' : 'Copy link'}
          </button>
        </span>
      )}
    </div>
  );
}
