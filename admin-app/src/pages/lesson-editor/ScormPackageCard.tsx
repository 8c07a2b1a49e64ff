import { Alert, Button, Card, Descriptions, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@academy/api';
import { useGetScormPackageQuery, useUploadScormPackageMutation } from '@academy/api/admin';
import { showToast } from '@academy/ui';

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The SCORM package of a SCORM lesson: what the manifest says, and uploading (or replacing) the zip. */
export function ScormPackageCard({ lessonId }: { lessonId: number }) {
  const { data, error, isLoading } = useGetScormPackageQuery({ lessonId });
  const [upload, uploading] = useUploadScormPackageMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File) => {
    setRefusal(null);
    const body = new FormData();
    body.append('file', file);
    try {
      // The generated type describes the multipart field; the request itself carries the FormData.
      const stored = await upload({ lessonId, body: body as unknown as { file: Blob } }).unwrap();
      void showToast({
        title: 'SCORM package uploaded',
        description: `${stored.package?.title ?? file.name} is what learners play from now on.`,
      });
    } catch (failure) {
      setRefusal(errorMessage(failure, 'The package could not be uploaded. Please try again.'));
    }
  };

  if (isLoading) return <Spin aria-label="Loading the SCORM package" />;
  if (error || !data) return <Alert type="error" title={errorMessage(error, 'The SCORM package could not be loaded.')} />;
  const stored = data.package;

  return (
    <Card title="SCORM package">
      {stored ? (
        <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Title">{stored.title}</Descriptions.Item>
          <Descriptions.Item label="Version">SCORM {stored.version}</Descriptions.Item>
          <Descriptions.Item label="Launch file">
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {stored.launchPath}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Size">
            {megabytes(stored.sizeBytes)} unpacked, {stored.fileCount} files
          </Descriptions.Item>
          <Descriptions.Item label="File">
            <span style={{ wordBreak: 'break-all' }}>{stored.fileName}</span>
          </Descriptions.Item>
          <Descriptions.Item label="Uploaded">{new Date(stored.uploadedAt).toLocaleString()}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>No package yet: learners see this lesson once you upload one.</Typography.Paragraph>
      )}
      {refusal ? <Alert type="error" role="alert" title="Upload refused" description={refusal} style={{ marginBottom: 16 }} /> : null}
      <Upload
        accept=".zip,application/zip"
        showUploadList={false}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <Button type={stored ? 'default' : 'primary'} loading={uploading.isLoading}>
          {stored ? 'Replace package' : 'Upload package'}
        </Button>
      </Upload>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        A SCORM 1.2 or SCORM 2004 package as a .zip, up to {megabytes(data.maxBytes)}, with imsmanifest.xml at its root.
      </Typography.Paragraph>
    </Card>
  );
}
