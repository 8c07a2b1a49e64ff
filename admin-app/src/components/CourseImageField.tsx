import { useId, useRef, type ChangeEvent } from 'react';
import { Button, Flex, Typography } from 'antd';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT, UPLOAD_MAX_BYTES } from '@academy/api';

const IMAGE_NAME = /\.(jpe?g|png|webp)$/i;

/** What is wrong with a chosen file before it is sent (the server checks again), or null. */
export function courseImageProblem(file: File): string | null {
  if (!IMAGE_NAME.test(file.name)) return `Choose a JPEG, PNG or WebP image. ${IMAGE_UPLOAD_HINT}`;
  if (file.size > UPLOAD_MAX_BYTES) return 'The file is larger than 10 MB.';
  return null;
}

interface CourseImageFieldProps {
  /** The current image (or a preview of the chosen file); null: none. */
  imageUrl: string | null;
  uploading?: boolean;
  removing?: boolean;
  problem?: string | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
}

/** A course's image: a 16:9 preview, 'Upload image' or 'Replace image', and 'Remove image'. */
export function CourseImageField({ imageUrl, uploading = false, removing = false, problem, onChoose, onRemove }: CourseImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const busy = uploading || removing;

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (file) onChoose(file);
  };

  return (
    <Flex vertical gap={8} role="group" aria-labelledby={labelId} style={{ marginBottom: 24 }}>
      <Typography.Text id={labelId} strong>
        Course image
      </Typography.Text>
      <div
        style={{
          width: '100%',
          maxWidth: 320,
          aspectRatio: '16 / 9',
          borderRadius: 8,
          overflow: 'hidden',
          background: 'rgba(0, 0, 0, 0.04)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {imageUrl ? (
          <img
            src={imageUrl}
            alt="Course image preview"
            width={320}
            height={180}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Typography.Text type="secondary">No image: the course shows its initial</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">{IMAGE_UPLOAD_HINT}</Typography.Text>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      <Flex gap={8} wrap>
        <Button onClick={() => input.current?.click()} loading={uploading} disabled={busy && !uploading}>
          {imageUrl ? 'Replace image' : 'Upload image'}
        </Button>
        {imageUrl ? (
          <Button danger onClick={onRemove} loading={removing} disabled={busy && !removing}>
            Remove image
          </Button>
        ) : null}
      </Flex>
      {/* Inside a Form, antd's styles display every file input (`display: block` beats `hidden`): the inline style keeps it hidden. */}
      <input
        ref={input}
        type="file"
        accept={IMAGE_UPLOAD_ACCEPT}
        hidden
        style={{ display: 'none' }}
        tabIndex={-1}
        aria-label="Course image file"
        onChange={chosen}
      />
    </Flex>
  );
}
