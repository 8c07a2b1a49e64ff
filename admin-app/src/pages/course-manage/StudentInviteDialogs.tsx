import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Flex, Input, Modal, Typography } from 'antd';
import { errorMessage, useGrantAccessMutation, useInviteToPurchaseMutation, type GrantResultDto } from '@academy/api';
import { showToast } from '@academy/ui';

/** How long the copy button shows its copied state (docs/product-rules.md#admin-students-and-invites). */
export const COPY_CONFIRMATION_MS = 2000;

interface EmailDialogProps {
  open: boolean;
  title: string;
  /** Text above the field. */
  intro: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (email: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * A dialog asking for one e-mail address: Cancel and a submit button, disabled while the e-mail
 * is empty or the call is pending (docs/product-rules.md#admin-students-and-invites). The field is
 * cleared when the call succeeds.
 */
function EmailDialog({ open, title, intro, submitLabel, pendingLabel, pending, onSubmit, onClose }: EmailDialogProps) {
  const [email, setEmail] = useState('');
  const inputId = useId();
  const formId = useId();
  const trimmed = email.trim();
  const disabled = !trimmed || pending;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    if (await onSubmit(trimmed)) setEmail('');
  };

  const cancel = () => {
    if (pending) return;
    setEmail('');
    onClose();
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={cancel}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={cancel} disabled={pending}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} disabled={disabled} loading={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        <Flex vertical gap={4}>
          <label htmlFor={inputId}>Email</label>
          <Input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            readOnly={pending}
            autoFocus
          />
        </Flex>
      </form>
    </Modal>
  );
}

function grantDescription(result: GrantResultDto): string {
  switch (result.status) {
    case 'invited':
      return `${result.email} has no account yet, so an invitation e-mail was sent to create one; the course is theirs once they sign up.`;
    case 'pending':
      return `${result.email} has not confirmed their e-mail address yet: they get access as soon as they do.`;
    default:
      return 'The user has been granted access to this course.';
  }
}

/**
 * 'Grant Free Course Access': enrols an existing learner at once (a learner who has not confirmed
 * their address yet once they do), or e-mails an invitation to create an account.
 */
export function GrantAccessDialog({ courseId, open, onClose }: { courseId: number; open: boolean; onClose: () => void }) {
  const [grantAccess, { isLoading }] = useGrantAccessMutation();

  const submit = async (email: string) => {
    try {
      const result = await grantAccess({ id: courseId, inviteEmailDto: { email } }).unwrap();
      void showToast({ title: 'Access granted successfully', description: grantDescription(result) });
      onClose();
      return true;
    } catch (error) {
      void showToast({
        title: 'Failed to grant access',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <EmailDialog
      open={open}
      title="Grant Free Course Access"
      intro="Give someone free access to this course. If they already have an account they are enrolled at once (or, if they have not confirmed their e-mail address yet, as soon as they do); if not, they are e-mailed an invitation to create an account, and the course is theirs when they sign up."
      submitLabel="Grant Access"
      pendingLabel="Granting..."
      pending={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** 'Invite to Purchase Course': e-mails a purchase invite and hands the link back (onInvited). */
export function InviteToPurchaseDialog({
  courseId,
  open,
  onClose,
  onInvited,
}: {
  courseId: number;
  open: boolean;
  onClose: () => void;
  onInvited: (inviteUrl: string) => void;
}) {
  const [invite, { isLoading }] = useInviteToPurchaseMutation();

  const submit = async (email: string) => {
    try {
      const { inviteUrl } = await invite({ id: courseId, inviteEmailDto: { email } }).unwrap();
      onInvited(inviteUrl);
      return true;
    } catch (error) {
      void showToast({
        title: 'Failed to generate invite',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <EmailDialog
      open={open}
      title="Invite to Purchase Course"
      intro="Send an invitation to buy this course. The invite is e-mailed to them, and you also get a link you can share yourself."
      submitLabel="Send Invite"
      pendingLabel="Sending..."
      pending={isLoading}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/** The invite link, read-only, with a copy button that shows a copied state for 2 s. */
export function InviteLinkDialog({ inviteUrl, onClose }: { inviteUrl: string | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const inputId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const close = () => {
    window.clearTimeout(timer.current);
    setCopied(false);
    onClose();
  };

  const copy = async () => {
    if (!inviteUrl) return;
    try {
      await navigator.clipboard.writeText(inviteUrl);
    } catch {
      void showToast({
        title: 'Copy failed',
        description: 'The link could not be copied. Select it and copy it by hand.',
        variant: 'destructive',
      });
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    void showToast({ title: 'Link copied!', description: 'The invite link has been copied to your clipboard.' });
  };

  return (
    <Modal
      title="Invite Link"
      open={inviteUrl !== null}
      onCancel={close}
      footer={[
        <Button key="close" onClick={close}>
          Close
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">
        The invitation has been e-mailed. You can also share this link yourself; it works once.
      </Typography.Paragraph>
      <Flex vertical gap={4}>
        <label htmlFor={inputId}>Invite link</label>
        <Flex gap={8}>
          <Input id={inputId} value={inviteUrl ?? ''} readOnly onFocus={(event) => event.target.select()} />
          <Button onClick={() => void copy()} aria-live="polite">
            {copied ? 'Copied!' : 'Copy'}
          </Button>
        </Flex>
      </Flex>
    </Modal>
  );
}
