import { NoContent } from './NoContent';
import { fileNameFromUrl, safeDownloadUrl } from './videoEmbed';
import '../ui.css';
import './players.css';

/** A download lesson: a link to its file, opened in a new tab. */
export function DownloadPlayer({ contentUrl }: { contentUrl: string | null }) {
  const href = safeDownloadUrl(contentUrl);
  if (!href) return <NoContent />;
  const fileName = fileNameFromUrl(href);
  return (
    <div className="lp-download">
      <svg
        className="lp-download__icon"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M14 3H7a2 2 0 00-2 2v14a2 2 0 002 2h10a2 2 0 002-2V8z" />
        <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
      </svg>
      <div>
        <p className="lp-download__name">{fileName}</p>
        <a className="lp-button lp-button--primary" href={href} target="_blank" rel="noopener noreferrer">
          Download {fileName}
          <span className="lr-visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
