import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { App } from 'antd';
import { ERROR_CODES, errorCode, errorMessage, onSessionEnded, type EndpointName } from '@academy/api';
import { showToast } from '@academy/ui';

/** The failure toast for admin mutations: 'Error' with the server's message (docs/product-rules.md#error-toasts-and-sign-out-redirects). */
export function toastError(error: unknown, fallback = 'Something went wrong. Please try again.'): void {
  void showToast({ title: 'Error', description: errorMessage(error, fallback), variant: 'destructive' });
}

/** Calls after which an ended session sends the admin to sign in: creating a module or a lesson. */
const SIGN_IN_TO_SAVE_AFTER: ReadonlySet<EndpointName> = new Set(['createModule', 'createModuleLesson']);

/**
 * The admin remote's reaction to an ended session (docs/product-rules.md#error-toasts-and-sign-out-redirects),
 * registered while the admin area is mounted: 'Not Logged In' / 'Please log in to save changes.',
 * then /auth after 1 s.
 */
export function useSignInToSaveWhenSessionEnds(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnded(({ endpoint }) => {
        if (!SIGN_IN_TO_SAVE_AFTER.has(endpoint)) return;
        void showToast({ title: 'Not Logged In', description: 'Please log in to save changes.', variant: 'destructive' });
        window.setTimeout(() => void navigate('/auth'), 1000);
      }),
    [navigate],
  );
}

/** A call refused because the session ended: useSignInToSaveWhenSessionEnds has already told the admin. */
export function isSessionEnded(error: unknown): boolean {
  return errorCode(error) === ERROR_CODES.UNAUTHENTICATED;
}

/**
 * The admin's delete flow: a danger confirmation with the given question, then the deletion, then
 * the success toast — or 'Error' with the server's message.
 */
export function useConfirmDelete(): (options: {
  title: string;
  question: string;
  remove: () => Promise<unknown>;
  success: string;
}) => void {
  const { modal } = App.useApp();
  return useCallback(
    ({ title, question, remove, success }) => {
      modal.confirm({
        title,
        content: question,
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          try {
            await remove();
            void showToast({ title: success });
          } catch (error) {
            toastError(error);
          }
        },
      });
    },
    [modal],
  );
}
