import type { IHttpService, ResultObject } from 'scorm-again';
import type { ScormCommitResultDto, ScormLaunchDto } from '@academy/api';

export interface ScormRuntime {
  /** Stops listening to the package and commits what it has not committed yet. */
  close(): void;
}

/** The commit the API answers, or null when it refused it or could not be reached. */
type CommitListener = (result: ScormCommitResultDto | null) => void;

function commitBody(packageId: string, params: unknown): string {
  const cmi = params !== null && typeof params === 'object' && 'cmi' in params ? (params as { cmi: unknown }).cmi : params;
  return JSON.stringify({ packageId, cmi });
}

/**
 * scorm-again's HTTP service, pointed at `PUT /api/lessons/{id}/scorm`. SCORM wants a commit to answer
 * whether it was stored, so it is a synchronous request, as scorm-again's own; the last commit of a
 * page being left goes with fetch's keepalive instead (browsers refuse synchronous requests then).
 */
export function commitService(url: string, packageId: string, onCommit: CommitListener): IHttpService {
  return {
    processHttpRequest(_url, params, immediate): ResultObject {
      const body = commitBody(packageId, params);
      if (immediate) {
        void fetch(url, { method: 'PUT', body, credentials: 'include', keepalive: true, headers: { 'content-type': 'application/json' } })
          .then(async (response) => onCommit(response.ok ? ((await response.json()) as ScormCommitResultDto) : null))
          .catch(() => onCommit(null));
        return { result: true, errorCode: 0 };
      }
      const request = new XMLHttpRequest();
      try {
        request.open('PUT', url, false);
        request.withCredentials = true;
        request.setRequestHeader('content-type', 'application/json');
        request.send(body);
      } catch {
        onCommit(null);
        return { result: false, errorCode: 101 };
      }
      if (request.status !== 200) {
        onCommit(null);
        return { result: false, errorCode: 101 };
      }
      onCommit(JSON.parse(request.responseText) as ScormCommitResultDto);
      return { result: true, errorCode: 0 };
    },
    updateSettings() {},
  };
}

/** Whether `source` is the package's frame or a frame inside it (packages may nest frames). */
function fromPackage(source: MessageEventSource | null, frame: HTMLIFrameElement): boolean {
  const root = frame.contentWindow;
  let window = source as Window | null;
  for (let depth = 0; window && root && depth < 10; depth++) {
    if (window === root) return true;
    if (window.parent === window) return false;
    window = window.parent;
  }
  return false;
}

/**
 * The academy side of the SCORM API for a launch: scorm-again's Scorm12API or Scorm2004API, loaded
 * with the learner's kept data and committing to the API, behind its CrossFrameLMS, which answers the
 * package's CrossFrameAPI over postMessage. The package runs in an opaque origin, so its messages come
 * from origin "null" and replies can only be addressed to "*": messages from any other window are
 * stopped before CrossFrameLMS sees them, and it answers only the window that asked.
 */
export async function startScormRuntime(launch: ScormLaunchDto, frame: HTMLIFrameElement, onCommit: CommitListener): Promise<ScormRuntime> {
  // One lazy chunk, only for SCORM lessons (the per-edition entries' typings do not match their modules).
  const { CrossFrameLMS, Scorm12API, Scorm2004API } = await import('scorm-again');
  const api = launch.version === '2004' ? Scorm2004API : Scorm12API;
  const url = `/api/lessons/${launch.lessonId}/scorm`;
  const settings = { lmsCommitUrl: url, autocommit: true, autocommitSeconds: 30, alwaysSendTotalTime: true, logLevel: 5 as const };
  const scorm = new api(settings, commitService(url, launch.packageId, onCommit));
  scorm.loadFromJSON(launch.cmi);
  const guard = (event: MessageEvent) => {
    const data = event.data as { messageId?: unknown; method?: unknown } | null;
    const scormCall = data !== null && typeof data === 'object' && typeof data.messageId === 'string' && typeof data.method === 'string';
    if (scormCall && !fromPackage(event.source, frame)) event.stopImmediatePropagation();
  };
  window.addEventListener('message', guard, true);
  const lms = new CrossFrameLMS(scorm, '*');
  return {
    close() {
      window.removeEventListener('message', guard, true);
      lms.destroy();
    },
  };
}
