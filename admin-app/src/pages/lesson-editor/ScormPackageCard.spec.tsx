/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { AdminScormLessonDto, ScormPackageDto } from '@academy/api/admin';
import { renderScreen, stubFetch } from '@academy/ui/testing';
import { ScormPackageCard } from './ScormPackageCard';

const LESSON_ID = 42;
const PACKAGE = `GET /api/admin/lessons/${LESSON_ID}/scorm`;
const UPLOAD = `POST /api/admin/lessons/${LESSON_ID}/scorm`;
const MAX_BYTES = 200 * 1024 * 1024;

const stored: ScormPackageDto = {
  packageId: '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f',
  version: '1.2',
  title: 'Intake meeting essentials',
  launchPath: 'index.html',
  fileName: 'intake-meeting-essentials-scorm12.zip',
  sizeBytes: 2.5 * 1024 * 1024,
  fileCount: 12,
  uploadedAt: '2026-11-02T09:30:00.000Z',
};
const replacement: ScormPackageDto = {
  ...stored,
  packageId: '0b9e8d7c-6a5b-4c3d-8e2f-1a0b9c8d7e6f',
  version: '2004',
  title: 'Scorecards in practice',
  launchPath: 'content/start.html?lang=en',
  fileName: 'scorecards.zip',
  sizeBytes: 512 * 1024,
  fileCount: 30,
};
const lessonWith = (pkg: ScormPackageDto | null): AdminScormLessonDto => ({ lessonId: LESSON_ID, package: pkg, maxBytes: MAX_BYTES });

/**
 * The body each request was built with, and its content type. The spec's FormData is jsdom's, which Node's Request (the
 * environment's) does not know, so the multipart body is read here, before the request is made.
 */
const bodies: { method: string; url: string; body: unknown; contentType: string | null }[] = [];
const PageRequest = globalThis.Request;
beforeEach(() => {
  bodies.length = 0;
  globalThis.Request = class RecordingRequest extends PageRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      // The api's fetch wraps the request it is given once more, with no init of its own.
      if (init)
        bodies.push({
          method: this.method,
          url: new URL(this.url).pathname,
          body: init?.body,
          contentType: new Headers(init?.headers).get('content-type'),
        });
    }
  };
});
afterEach(() => {
  globalThis.Request = PageRequest;
  act(() => notification.destroy());
});

function renderCard(routes: Parameters<typeof stubFetch>[0]) {
  const api = stubFetch(routes);
  renderScreen(<ScormPackageCard lessonId={LESSON_ID} />);
  return api;
}

function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(input.getAttribute('accept')).toBe('.zip,application/zip');
  fireEvent.change(input, { target: { files: [file] } });
}

const zip = (name: string) => new File(['PK\u0003\u0004 a zip'], name, { type: 'application/zip' });

/** The file of the one upload the card sent: a multipart form with the zip in its field "file". */
function uploadedFile(): File {
  // RTK Query builds each request twice (one to send, one kept for its meta); only the body matters here.
  const upload = bodies.filter((request) => request.method === 'POST');
  expect(new Set(upload.map((request) => request.body)).size).toBe(1);
  expect(upload[0].url).toBe(`/api/admin/lessons/${LESSON_ID}/scorm`);
  // No JSON content type: the browser sends a FormData as multipart/form-data with its boundary.
  expect(upload[0].contentType).toBeNull();
  expect(upload[0].body).toBeInstanceOf(FormData);
  const form = upload[0].body as FormData;
  expect([...form.keys()]).toEqual(['file']);
  return form.get('file') as File;
}

describe('ScormPackageCard', () => {
  it('shows what the stored package’s manifest says: version, title, launch file, size and file', async () => {
    renderCard({ [PACKAGE]: { body: lessonWith(stored) } });
    const card = await screen.findByText('SCORM 1.2');
    const details = card.closest('table')!;
    expect(within(details).getByText('Intake meeting essentials')).toBeTruthy();
    expect(within(details).getByText('index.html')).toBeTruthy();
    expect(within(details).getByText('2.5 MB unpacked, 12 files')).toBeTruthy();
    expect(within(details).getByText('intake-meeting-essentials-scorm12.zip')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace package' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload package' })).toBeNull();
    expect(screen.getByText(/up to 200\.0 MB, with imsmanifest\.xml at its root/)).toBeTruthy();
  });

  it('uploads a chosen zip to the lesson as multipart form data, then shows what the server stored', async () => {
    let current: ScormPackageDto | null = null;
    const api = renderCard({
      [PACKAGE]: () => ({ body: lessonWith(current) }),
      [UPLOAD]: () => {
        current = stored;
        return { status: 201, body: lessonWith(stored) };
      },
    });
    expect(await screen.findByText(/No package yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload package' })).toBeTruthy();

    const file = zip('intake.zip');
    choose(file);
    await waitFor(() => expect(api.requestsTo(UPLOAD)).toHaveLength(1));
    const sent = uploadedFile();
    expect([sent.name, sent.size]).toEqual([file.name, file.size]);

    expect(await screen.findByText('SCORM 1.2')).toBeTruthy();
    expect(screen.getByText('Intake meeting essentials')).toBeTruthy();
    // Once the upload has settled, the button offers to replace what is stored.
    expect(await screen.findByRole('button', { name: 'Replace package' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason when it refuses a package, and keeps the stored one", async () => {
    const message = 'The package has no imsmanifest.xml at its root.';
    renderCard({
      [PACKAGE]: { body: lessonWith(stored) },
      [UPLOAD]: { status: 400, body: { statusCode: 400, code: 'SCORM_MANIFEST_MISSING', message, error: 'Bad Request' } },
    });
    await screen.findByText('SCORM 1.2');
    choose(zip('folder-zipped.zip'));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Upload refused');
    expect(alert.textContent).toContain(message);
    expect(screen.getByText('Intake meeting essentials')).toBeTruthy();
  });

  it('replaces the stored package with another, showing the new one and clearing an earlier refusal', async () => {
    let current: ScormPackageDto = stored;
    let uploads = 0;
    const api = renderCard({
      [PACKAGE]: () => ({ body: lessonWith(current) }),
      [UPLOAD]: () => {
        uploads += 1;
        if (uploads === 1)
          return {
            status: 413,
            body: { statusCode: 413, code: 'SCORM_PACKAGE_TOO_LARGE', message: 'The package is larger than 200.0 MB.' },
          };
        current = replacement;
        return { status: 201, body: lessonWith(replacement) };
      },
    });
    await screen.findByText('SCORM 1.2');
    choose(zip('huge.zip'));
    expect((await screen.findByRole('alert')).textContent).toContain('The package is larger than 200.0 MB.');

    fireEvent.click(screen.getByRole('button', { name: 'Replace package' }));
    choose(zip('scorecards.zip'));
    expect(await screen.findByText('SCORM 2004')).toBeTruthy();
    expect(screen.getByText('Scorecards in practice')).toBeTruthy();
    expect(screen.getByText('content/start.html?lang=en')).toBeTruthy();
    expect(screen.getByText('0.5 MB unpacked, 30 files')).toBeTruthy();
    expect(screen.queryByText('Intake meeting essentials')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requestsTo(UPLOAD)).toHaveLength(2);
  });
});
