import './players.css';

/**
 * Lesson HTML (description, text-lesson content). The server sanitizes it (allow-listed tags and
 * attributes, safe link schemes): this container is the only place the learner app renders HTML.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={`lp-prose${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
