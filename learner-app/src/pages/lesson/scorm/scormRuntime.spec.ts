/**
 * @jest-environment @academy/ui/jest-environment
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { ScormCommitResultDto } from '@academy/api';
import { stubFetch } from '@academy/ui/testing';
import { commitService } from './scormRuntime';

const URL = '/api/lessons/21/scorm';
const PACKAGE_ID = '6f1c2a4e-8b3d-4c5e-9f70-1a2b3c4d5e6f';
const CMI = { core: { lesson_location: '2', lesson_status: 'incomplete' }, suspend_data: 'p1,p2' };
const STORED: ScormCommitResultDto = { completionStatus: 'incomplete', successStatus: 'unknown', scoreScaled: null, isCompleted: false };

/** A synchronous XMLHttpRequest that answers `status` and `body` (or throws on send), recording what it was asked. */
class FakeXhr {
  static answer: { status: number; body: string } | 'network error' = { status: 200, body: '{}' };
  static sent: { method: string; url: string; async: boolean; headers: Record<string, string>; body: string; withCredentials: boolean }[] =
    [];
  status = 0;
  responseText = '';
  withCredentials = false;
  private request = { method: '', url: '', async: true, headers: {} as Record<string, string> };
  open(method: string, url: string, async: boolean) {
    this.request = { method, url, async, headers: {} };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(body: string) {
    FakeXhr.sent.push({ ...this.request, body, withCredentials: this.withCredentials });
    if (FakeXhr.answer === 'network error') throw new Error('NetworkError');
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
  }
}

const realXhr = window.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterEach(() => {
  window.XMLHttpRequest = realXhr;
});

/** The commit service, called as scorm-again calls it (its log and listeners are of no concern here), and what it reported. */
function service() {
  const results: (ScormCommitResultDto | null)[] = [];
  const http = commitService(URL, PACKAGE_ID, (result) => results.push(result));
  const commit = (params: Record<string, unknown>, immediate: boolean) =>
    http.processHttpRequest(
      URL,
      params,
      immediate,
      () => undefined,
      () => undefined,
    );
  return { commit, results };
}

describe('commitService', () => {
  it('commits synchronously, as SCORM wants an answer: the kept data and the package id, with the cookie', () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ ...STORED, isCompleted: true }) };
    const { commit, results } = service();
    expect(commit({ cmi: CMI }, false)).toEqual({ result: true, errorCode: 0 });
    expect(FakeXhr.sent).toEqual([
      {
        method: 'PUT',
        url: URL,
        async: false,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ packageId: PACKAGE_ID, cmi: CMI }),
        withCredentials: true,
      },
    ]);
    expect(results).toEqual([{ ...STORED, isCompleted: true }]);
  });

  it('sends run-time data that comes without its cmi wrapper as it is', () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify(STORED) };
    service().commit(CMI, false);
    expect(JSON.parse(FakeXhr.sent[0].body)).toEqual({ packageId: PACKAGE_ID, cmi: CMI });
  });

  it.each([
    ['refused', { status: 400, body: '{"code":"SCORM_DATA_INVALID"}' }],
    ['not reached', 'network error' as const],
  ])('tells the package a commit the API %s failed (general commit failure, 101) and reports it unsaved', (_case, answer) => {
    FakeXhr.answer = answer;
    const { commit, results } = service();
    expect(commit({ cmi: CMI }, false)).toEqual({ result: false, errorCode: 101 });
    expect(results).toEqual([null]);
  });

  it('sends the last commit of a page being left with fetch, answering at once', async () => {
    const api = stubFetch({ [`PUT ${URL}`]: { body: { ...STORED, completionStatus: 'completed', isCompleted: true } } });
    const { commit, results } = service();
    expect(commit({ cmi: CMI }, true)).toEqual({ result: true, errorCode: 0 });
    expect(FakeXhr.sent).toEqual([]);
    await waitFor(() => expect(results).toEqual([{ ...STORED, completionStatus: 'completed', isCompleted: true }]));
    expect(api.requestsTo(`PUT ${URL}`).map((request) => request.body)).toEqual([{ packageId: PACKAGE_ID, cmi: CMI }]);
  });

  it('reports a refused last commit as unsaved', async () => {
    stubFetch({
      [`PUT ${URL}`]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'SCORM_PACKAGE_REPLACED',
          message: "This lesson's package was replaced. Reload the lesson to start the new one.",
        },
      },
    });
    const { commit, results } = service();
    commit({ cmi: CMI }, true);
    await waitFor(() => expect(results).toEqual([null]));
  });
});
