import { attachmentHeader, checkUpload, cleanFileName } from './upload-policy.js';

const PDF = Buffer.from('%PDF-1.7 rest of file');
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);

describe('upload policy', () => {
  it('accepts the allowed types by extension, with their own or a generic content type, and names the canonical type', () => {
    expect(checkUpload('CV.PDF', 'application/pdf', PDF)).toEqual({ fileName: 'CV.PDF', contentType: 'application/pdf' });
    expect(checkUpload('scorecard.docx', 'application/octet-stream', DOCX).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(checkUpload('notes.txt', 'text/plain; charset=utf-8', Buffer.from('hello')).contentType).toBe('text/plain');
    expect(checkUpload('pipeline.csv', 'application/vnd.ms-excel', Buffer.from('a,b')).contentType).toBe('text/csv');
  });

  it('refuses empty, oversize, unlisted, mislabelled and disguised files', () => {
    expect(() => checkUpload('cv.pdf', 'application/pdf', Buffer.alloc(0))).toThrow('The file is empty');
    expect(() => checkUpload('cv.pdf', 'application/pdf', Buffer.alloc(10 * 1024 * 1024 + 1))).toThrow('The file is larger than 10 MB.');
    expect(() => checkUpload('archive.zip', 'application/zip', DOCX)).toThrow('This type of file is not accepted');
    expect(() => checkUpload('page.svg', 'image/svg+xml', Buffer.from('<svg/>'))).toThrow('This type of file is not accepted');
    expect(() => checkUpload('noextension', 'application/pdf', PDF)).toThrow('This type of file is not accepted');
    expect(() => checkUpload('cv.pdf', 'text/html', PDF)).toThrow("The file's type (text/html) does not match its .pdf name");
    expect(() => checkUpload('cv.docx', 'application/octet-stream', PDF)).toThrow('The file is not a valid Word file');
    expect(() => checkUpload('notes.txt', 'text/plain', Buffer.from([0x41, 0x00, 0x42]))).toThrow('The file is not a valid text file');
  });

  it('keeps file names to a safe base name', () => {
    expect(cleanFileName('C:\\Users\\sam\\My "CV".pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('upload');
    expect(attachmentHeader('Lebenslauf Müller.pdf')).toBe(`attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`);
  });
});
