import { Button, Space, Tag } from 'antd';
import type { ThreadSummaryDto } from '@academy/api';
import { useLockThreadMutation, useUnlockThreadMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';
import { toastError } from '../../lib/api';

/** A thread's state at a glance: its kind, and answered, locked and hidden when they apply. */
export function ThreadMarkers({ thread }: { thread: Pick<ThreadSummaryDto, 'kind' | 'isAnswered' | 'isLocked' | 'isHidden'> }) {
  return (
    <Space wrap size={4}>
      <Tag>{thread.kind === 'question' ? 'Question' : 'Discussion'}</Tag>
      {thread.isAnswered ? <Tag color="green">Answered</Tag> : null}
      {thread.isLocked ? <Tag color="gold">Locked</Tag> : null}
      {thread.isHidden ? <Tag color="red">Hidden</Tag> : null}
    </Space>
  );
}

/** Locks a thread (nobody but admins may reply or edit) or unlocks it. */
export function LockButton({ thread }: { thread: Pick<ThreadSummaryDto, 'id' | 'title' | 'isLocked'> }) {
  const [lock, locking] = useLockThreadMutation();
  const [unlock, unlocking] = useUnlockThreadMutation();
  const toggle = async () => {
    try {
      if (thread.isLocked) await unlock({ id: thread.id }).unwrap();
      else await lock({ id: thread.id }).unwrap();
      void showToast({
        title: thread.isLocked ? 'Thread unlocked' : 'Thread locked',
        description: thread.isLocked ? 'Learners may reply again.' : 'Only admins may reply until it is unlocked.',
      });
    } catch (failure) {
      toastError(failure);
    }
  };
  const action = thread.isLocked ? 'Unlock' : 'Lock';
  return (
    <Button
      size="small"
      loading={locking.isLoading || unlocking.isLoading}
      aria-label={`${action} ${thread.title}`}
      onClick={() => void toggle()}
    >
      {action}
    </Button>
  );
}
