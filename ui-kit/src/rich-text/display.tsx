import type { ReactNode } from 'react';
import { CompositeDecorator, type ContentBlock, type ContentState, type DraftStyleMap } from 'draft-js';

function LinkSpan({ contentState, entityKey, children }: { contentState: ContentState; entityKey: string; children?: ReactNode }) {
  const { url } = contentState.getEntity(entityKey).getData() as { url?: string };
  return (
    <a href={url} className="rte-link" title={url} rel="noopener noreferrer nofollow" target="_blank">
      {children}
    </a>
  );
}

/** Shows LINK entities as links that open in a new tab. */
export const decorator = new CompositeDecorator([
  {
    strategy: (block: ContentBlock, callback: (start: number, end: number) => void, contentState: ContentState) =>
      block.findEntityRanges((character) => {
        const key = character.getEntity();
        return key !== null && contentState.getEntity(key).getType() === 'LINK';
      }, callback),
    component: LinkSpan,
  },
]);

export const styleMap: DraftStyleMap = {
  CODE: {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    background: 'rgba(0,0,0,0.06)',
    padding: '0 3px',
    borderRadius: 3,
  },
};

export const blockStyleFn = (block: ContentBlock) => {
  switch (block.getType()) {
    case 'blockquote':
      return 'rte-blockquote';
    case 'code-block':
      return 'rte-code-block';
    default:
      return '';
  }
};
