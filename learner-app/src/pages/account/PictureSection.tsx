import { useRef, useState, type ChangeEvent } from 'react';
import { errorMessage, UPLOAD_MAX_BYTES, useRemoveProfileImageMutation, useUploadProfileImageMutation, type UserDto } from '@academy/api';
import { showToast } from '@academy/ui';
import { initials, PICTURE_ACCEPT, pictureProblem } from '../../lib/account';
import { AccountSection, FormError } from './AccountSection';

/** Profile picture: a preview, a new PNG or JPEG (uploaded as soon as it is chosen), or none. */
export function PictureSection({ user }: { user: UserDto }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { isLoading: uploading }] = useUploadProfileImageMutation();
  const [remove, { isLoading: removing }] = useRemoveProfileImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const busy = uploading || removing;

  const onChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!file) return;
    const issue = pictureProblem(file, UPLOAD_MAX_BYTES);
    setProblem(issue);
    if (issue) return;
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type describes the multipart field; the request itself carries the FormData.
      await upload({ body: body as unknown as { file: Blob } }).unwrap();
      void showToast({ title: 'Profile picture updated' });
    } catch (error) {
      setProblem(errorMessage(error, 'The picture could not be uploaded. Please try again.'));
    }
  };

  const onRemove = async () => {
    setProblem(null);
    try {
      await remove().unwrap();
      void showToast({ title: 'Profile picture removed' });
    } catch (error) {
      setProblem(errorMessage(error, 'The picture could not be removed. Please try again.'));
    }
  };

  return (
    <AccountSection title="Profile picture">
      <div className="ac-picture">
        {user.profileImageUrl ? (
          <img className="ac-avatar" src={user.profileImageUrl} alt="Your profile picture" width={96} height={96} />
        ) : (
          <span className="ac-avatar ac-avatar--initials" role="img" aria-label="No profile picture yet">
            {initials(user)}
          </span>
        )}
        <div className="ac-picture__body">
          <p className="ac-hint">A PNG or JPEG picture, up to 10 MB. It is cropped to a square.</p>
          {problem ? <FormError>{problem}</FormError> : null}
          <div className="ac-actions">
            <button type="button" className="cc-btn cc-btn--primary" onClick={() => input.current?.click()} disabled={busy}>
              {uploading ? 'Uploading…' : 'Upload new picture'}
            </button>
            {user.profileImageUrl ? (
              <button type="button" className="cc-btn cc-btn--secondary" onClick={() => void onRemove()} disabled={busy}>
                {removing ? 'Removing…' : 'Remove picture'}
              </button>
            ) : null}
          </div>
          <input
            ref={input}
            type="file"
            accept={PICTURE_ACCEPT}
            hidden
            tabIndex={-1}
            aria-label="Profile picture file"
            onChange={(event) => void onChosen(event)}
          />
        </div>
      </div>
    </AccountSection>
  );
}
