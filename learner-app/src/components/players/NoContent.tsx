import './players.css';

/** A lesson without its video id, text or file yet. */
export function NoContent() {
  return <p className="lp-note">This lesson has no content yet.</p>;
}
