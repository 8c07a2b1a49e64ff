import './discussions.css';

/**
 * A discussion post's HTML. The server sanitises it (allow-listed tags, links marked nofollow ugc
 * noopener): this container is the only place the admin app renders a post's HTML.
 */
export function PostBody({ html, excerpt = false }: { html: string; excerpt?: boolean }) {
  return <div className={`discussion-post-body${excerpt ? ' discussion-post-excerpt' : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The learner's page of a thread, where the admin sees it as the course does. */
export function threadPath(courseId: number, threadId: number): string {
  return `/courses/${courseId}/discussions/${threadId}`;
}
