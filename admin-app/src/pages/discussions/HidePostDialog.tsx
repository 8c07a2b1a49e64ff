import { useHidePostMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { HideWithReasonDialog } from '../../components/HideWithReasonDialog';

export interface HideTarget {
  postId: number;
  /** Whose post, for the dialog's sentence. */
  authorName: string;
  threadTitle: string;
}

/** Hides a post with a reason (required): it leaves the course for everyone but the admins, and its reports are settled. */
export function HidePostDialog({ target, onClose, onHidden }: { target: HideTarget; onClose: () => void; onHidden?: () => void }) {
  const [hide, { isLoading }] = useHidePostMutation();
  return (
    <HideWithReasonDialog
      what="post"
      consequence={
        <>
          {target.authorName}’s post in “{target.threadTitle}” is hidden from the course. Admins still see it, with your reason; hiding a
          thread’s opening post hides the thread.
        </>
      }
      hide={async (reason) => {
        await hide({ id: target.postId, reasonDto: { reason } }).unwrap();
        void showToast({ title: 'Post hidden', description: 'Its reports are settled.' });
        onHidden?.();
      }}
      loading={isLoading}
      onClose={onClose}
    />
  );
}
