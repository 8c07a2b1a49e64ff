import { attachmentHeader, checkImageUpload, checkUpload, cleanFileName } from './upload-policy.js';

const PDF = Buffer.from('%PDF-1.7 rest of file');
const DOCX = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

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

  it('accepts only JPEG, PNG and WebP pictures as images, with the image rules in every refusal', () => {
    expect(checkImageUpload('Cover.WEBP', 'image/webp', WEBP)).toEqual({ fileName: 'Cover.WEBP', contentType: 'image/webp' });
    expect(checkImageUpload('cover.png', 'application/octet-stream', PNG).contentType).toBe('image/png');
    expect(() => checkImageUpload('cv.pdf', 'application/pdf', PDF)).toThrow(
      'This type of file is not accepted. Allowed images: .jpg, .jpeg, .png, .webp, up to 10 MB.',
    );
    expect(() =>
      checkImageUpload('cover.webp', 'image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])),
    ).toThrow('The file is not a valid WebP file.');
    expect(() => checkImageUpload('cover.png', 'image/jpeg', PNG)).toThrow("The file's type (image/jpeg) does not match its .png name.");
    // The other uploads keep their own list: no WebP there.
    expect(() => checkUpload('cover.webp', 'image/webp', WEBP)).toThrow('This type of file is not accepted');
  });

  it('keeps file names to a safe base name', () => {
    expect(cleanFileName('C:\\Users\\sam\\My "CV".pdf')).toBe('My CV.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0000')).toBe('upload');
    expect(attachmentHeader('Lebenslauf Müller.pdf')).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
  });

  it('drops bidirectional overrides, isolates and marks, and every control character, from file names', () => {
    // "cv‮fdp.exe" shows as "cvexe.pdf" in a right-to-left override: stored, it is what it really is.
    expect(cleanFileName('cv\u202Efdp.exe')).toBe('cvfdp.exe');
    for (const invisible of [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ]) {
      expect(cleanFileName(`re${invisible}port.pdf`)).toBe('report.pdf');
    }
    // C0, DEL and C1 controls.
    expect(cleanFileName('a\u0001b\u001Fc\u007Fd\u0080e\u009Ff.txt')).toBe('abcdef.txt');
    // Letters of right-to-left languages stay; only the invisible controls go.
    expect(cleanFileName('\u202Bسيرة ذاتية\u202C.pdf')).toBe('سيرة ذاتية.pdf');
    expect(checkUpload('invoice\u202Efdp.exe\u200F.pdf', 'application/pdf', PDF)).toEqual({
      fileName: 'invoicefdp.exe.pdf',
      contentType: 'application/pdf',
    });
  });

  it('gives a name that becomes empty a fallback, keeping its extension', () => {
    expect(cleanFileName('\u202E\u2066\u200F')).toBe('upload');
    expect(cleanFileName('  \u0007 ')).toBe('upload');
    expect(cleanFileName('\u202E.pdf')).toBe('upload.pdf');
    expect(cleanFileName('folder/\u2067\u2069.docx')).toBe('upload.docx');
    expect(checkUpload('\u202E\u202C.pdf', 'application/pdf', PDF).fileName).toBe('upload.pdf');
  });
});
