import { AppError } from '../../common/errors/app-error.js';
import { flattenCmi, launchCmi, readCommit, seconds12, seconds2004 } from './scorm-cmi.js';
import { contentToken, encodeLaunchPath, readContentToken } from './scorm-content-token.js';
import { injectBridge } from './scorm-content.service.js';

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return `${error.code}: ${error.message}`;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('SCORM run-time data', () => {
  it.each([
    ['passed', 'completed', 'passed', true],
    ['completed', 'completed', 'unknown', true],
    ['failed', 'completed', 'failed', false],
    ['incomplete', 'incomplete', 'unknown', false],
    ['browsed', 'incomplete', 'unknown', false],
    ['not attempted', 'not_attempted', 'unknown', false],
  ] as const)('SCORM 1.2 lesson_status %s is %s, %s, done: %s', (status, completion, success, done) => {
    const report = readCommit('1.2', { core: { lesson_status: status } });
    expect(report).toMatchObject({ completionStatus: completion, successStatus: success, done });
  });

  it.each([
    ['completed', 'passed', true],
    ['completed', 'unknown', true],
    ['completed', 'failed', false],
    ['incomplete', 'passed', false],
    ['unknown', 'unknown', false],
  ] as const)('SCORM 2004 completion %s with success %s is done: %s', (completion, success, done) => {
    expect(readCommit('2004', { completion_status: completion, success_status: success }).done).toBe(done);
  });

  it('keeps what resumes a launch, and the score and time', () => {
    const report = readCommit('1.2', {
      core: {
        lesson_status: 'incomplete',
        lesson_location: 'p2',
        score: { raw: '45', min: '0', max: '50' },
        total_time: '0001:02:03.50',
        exit: 'suspend',
      },
      suspend_data: 'p1,p2',
      interactions: { childArray: [] },
    });
    expect(report).toMatchObject({ scoreRaw: 45, scoreScaled: 0.9, totalSeconds: 3723 });
    expect(report.resume).toEqual({
      core: { lesson_location: 'p2', lesson_status: 'incomplete', score: { raw: '45', min: '0', max: '50' }, total_time: '0001:02:03.50' },
      suspend_data: 'p1,p2',
    });
    const later = readCommit('2004', { location: 'p2', suspend_data: 'x', score: { scaled: '0.75' }, total_time: 'PT1H2M3.5S' });
    expect(later).toMatchObject({ scoreScaled: 0.75, totalSeconds: 3723 });
  });

  it.each([
    ['1.2', { suspend_data: 'x'.repeat(4097) }, 'cmi.suspend_data is longer than 4096 characters'],
    ['1.2', { core: { lesson_location: 'x'.repeat(256) } }, 'cmi.core.lesson_location is longer than 255'],
    ['1.2', { core: { lesson_status: 'done' } }, 'cmi.core.lesson_status must be one of'],
    ['1.2', { core: { score: { raw: '101' } } }, 'cmi.core.score.raw must be between 0 and 100'],
    ['1.2', { core: 'x' }, 'cmi.core must be an object'],
    ['2004', { suspend_data: 'x'.repeat(64001) }, 'cmi.suspend_data is longer than 64000 characters'],
    ['2004', { completion_status: 'passed' }, 'cmi.completion_status must be one of'],
    ['2004', { score: { scaled: '1.5' } }, 'cmi.score.scaled must be between -1 and 1'],
    ['2004', { score: { raw: 'lots' } }, 'cmi.score.raw must be a number'],
    ['2004', { location: { nested: true } }, 'cmi.location must be text'],
  ] as const)('refuses SCORM %s data %j', (version, cmi, message) => {
    expect(refusal(() => readCommit(version, cmi))).toContain(`SCORM_DATA_INVALID: The lesson's progress could not be saved: ${message}`);
  });

  it('accepts suspend data at the standard limits', () => {
    expect(() => readCommit('1.2', { suspend_data: 'x'.repeat(4096) })).not.toThrow();
    expect(() => readCommit('2004', { suspend_data: 'x'.repeat(64000) })).not.toThrow();
  });

  it('starts a launch from the kept data, saying whether it resumes, and flattens it for GetValue', () => {
    const first = launchCmi('1.2', null, { id: 7, name: 'Ada Lovelace' });
    expect(first).toEqual({ core: { student_id: '7', student_name: 'Ada Lovelace', entry: 'ab-initio' } });
    const again = launchCmi('2004', { location: '2', suspend_data: 'p1,p2' }, { id: 7, name: 'Ada' });
    expect(flattenCmi(again)).toEqual({
      'cmi.location': '2',
      'cmi.suspend_data': 'p1,p2',
      'cmi.learner_id': '7',
      'cmi.learner_name': 'Ada',
      'cmi.entry': 'resume',
    });
  });

  it('reads both editions’ time formats', () => {
    expect(seconds12('12:00:01')).toBe(43201);
    expect(seconds12('nonsense')).toBe(0);
    expect(seconds2004('P1DT1S')).toBe(86401);
    expect(seconds2004('PT0S')).toBe(0);
  });
});

describe('SCORM content', () => {
  const secret = 'a-secret-that-is-long-enough-for-tests';
  const storageId = '0f2c7a9e-1b2c-4d5e-8f90-123456789abc';

  it('signs a launch for a package, a learner and an expiry', () => {
    const token = contentToken(secret, { storageId, userId: 5, expires: 2_000_000_000 });
    expect(readContentToken(secret, token, new Date('2030-01-01'))).toEqual({ storageId, userId: 5, expires: 2_000_000_000 });
    expect(readContentToken(secret, token, new Date(2_000_000_000 * 1000))).toBeNull();
    expect(readContentToken('another-secret-that-is-long-enough', token, new Date('2030-01-01'))).toBeNull();
    expect(readContentToken(secret, token.replace('.5.', '.6.'), new Date('2030-01-01'))).toBeNull();
  });

  it('puts the bridge before anything else runs', () => {
    expect(injectBridge('<!DOCTYPE html><html><head><script>x</script></head></html>', '<B>')).toBe(
      '<!DOCTYPE html><html><head><B><script>x</script></head></html>',
    );
    expect(injectBridge('<html lang="en"><body></body></html>', '<B>')).toBe('<html lang="en"><B><body></body></html>');
    expect(injectBridge('<p>bare</p>', '<B>')).toBe('<B><p>bare</p>');
    expect(injectBridge('<HEAD data-x="1">', '<B>')).toBe('<HEAD data-x="1"><B>');
  });

  it('encodes launch paths segment by segment, keeping the query string', () => {
    expect(encodeLaunchPath('content/lesson%201/start here.html?mode=x&lang=en')).toBe(
      'content/lesson%201/start%20here.html?mode=x&lang=en',
    );
  });
});
