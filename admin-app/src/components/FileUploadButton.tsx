import { Button, Upload } from 'antd';
import { errorMessage, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, useUploadDownloadFileMutation, type UploadedDownloadFileDto } from '@academy/api';
import { showToast } from '@academy/ui';

interface FileUploadButtonProps {
  /** Called with the stored file's address, name and size. */
  onUploaded: (stored: UploadedDownloadFileDto) => void;
  /** The 'File uploaded' toast's description, e.g. what to do next. */
  uploadedMessage: (fileName: string) => string;
}

/** "Upload a file": stores a file with the download library's upload (the same types and size limit) and hands back where it is. */
export function FileUploadButton({ onUploaded, uploadedMessage }: FileUploadButtonProps) {
  const [uploadFile, uploading] = useUploadDownloadFileMutation();

  const upload = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      void showToast({ title: 'Upload failed', description: 'The file is larger than 10 MB.', variant: 'destructive' });
      return;
    }
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type describes the multipart field; the request itself carries the FormData.
      const stored = await uploadFile({ body: body as unknown as { file: Blob } }).unwrap();
      onUploaded(stored);
      void showToast({ title: 'File uploaded', description: uploadedMessage(stored.fileName) });
    } catch (error) {
      void showToast({ title: 'Upload failed', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <Upload
      accept={UPLOAD_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button loading={uploading.isLoading} style={{ marginBottom: 16 }}>
        Upload a file
      </Button>
    </Upload>
  );
}
