import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleManifest, sampleScormFiles } from '../../seed/scorm-sample.js';
import { zipFiles } from '../../../test/support/scorm-zip.js';
import { AppError } from '../../common/errors/app-error.js';
import { parseManifest } from './scorm-manifest.js';
import { extractZip, listZip, unsafeEntryName, type ZipLimits } from './scorm-zip.js';

const LIMITS: ZipLimits = { maxBytes: 1024 * 1024, maxFiles: 50 };

describe('SCORM packages', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'scorm-spec-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let count = 0;
  async function zipOnDisk(
    files: ReadonlyMap<string, string | Buffer> | Record<string, string | Buffer>,
    options?: Parameters<typeof zipFiles>[1],
  ) {
    const path = join(dir, `package-${++count}.zip`);
    writeFileSync(path, await zipFiles(files, options));
    return path;
  }

  async function codeOf(promise: Promise<unknown> | (() => unknown)): Promise<string> {
    try {
      await (typeof promise === 'function' ? promise() : promise);
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    throw new Error('expected a refusal');
  }

  /** Lists and reads the manifest as an upload does: the first refusal's code, or the manifest. */
  async function check(path: string, limits = LIMITS) {
    const listing = await listZip(path, limits);
    if (listing.manifest === null) throw new AppError('SCORM_MANIFEST_MISSING', 'no manifest');
    return parseManifest(listing.manifest, listing.files);
  }

  describe('manifest', () => {
    it.each(['1.2', '2004'] as const)('reads a SCORM %s package: edition, title and launch file', async (version) => {
      const manifest = await check(await zipOnDisk(sampleScormFiles(version, { title: 'Intake basics' })));
      expect(manifest).toEqual({ version, title: 'Intake basics', launchFile: 'index.html', launchPath: 'index.html' });
    });

    it('follows the default organization to its first SCO, through nested items and xml:base, keeping query and parameters', () => {
      const xml = `<?xml version="1.0"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Not this</title><item identifier="a" identifierref="r0"/></organization>
    <organization identifier="second"><title>The course</title>
      <item identifier="chapter"><title>Chapter</title>
        <item identifier="asset" identifierref="r1"/>
        <item identifier="sco" identifierref="r2" parameters="?lang=en"/>
      </item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="r0" adlcp:scormType="sco" href="other.html"/>
    <resource identifier="r1" adlcp:scormType="asset" href="intro.html"/>
    <resource identifier="r2" adlcp:scormType="sco" xml:base="lesson%201/" href="start%20here.html?mode=x"/>
  </resources>
</manifest>`;
      expect(parseManifest(xml, new Set(['content/lesson 1/start here.html']))).toEqual({
        version: '2004',
        title: 'The course',
        launchFile: 'content/lesson 1/start here.html',
        launchPath: 'content/lesson%201/start%20here.html?mode=x&lang=en',
      });
    });

    it('detects the edition from the namespaces when there is no schemaversion', () => {
      const xml = sampleManifest('1.2', 'T', 'index.html').replace(/<metadata>.*<\/metadata>/, '');
      expect(parseManifest(xml, new Set(['index.html'])).version).toBe('1.2');
    });

    it.each([
      ['not XML', 'this is <not xml', 'SCORM_MANIFEST_INVALID'],
      ['another root element', '<?xml version="1.0"?><package/>', 'SCORM_MANIFEST_INVALID'],
      ['no edition', '<manifest><organizations/><resources/></manifest>', 'SCORM_VERSION_UNSUPPORTED'],
      [
        'no SCO',
        sampleManifest('1.2', 'T', 'index.html').replace('adlcp:scormtype="sco"', 'adlcp:scormtype="asset"'),
        'SCORM_NO_LAUNCHABLE_SCO',
      ],
      ['a launch file outside the package', sampleManifest('1.2', 'T', '../index.html'), 'SCORM_UNSAFE_PATH'],
      ['a launch file that is not there', sampleManifest('2004', 'T', 'missing.html'), 'SCORM_LAUNCH_FILE_MISSING'],
    ])('refuses a manifest with %s', async (_case, xml, code) => {
      expect(await codeOf(() => parseManifest(xml, new Set(['index.html'])))).toBe(code);
    });

    it('never expands entities (no XML bombs)', () => {
      const xml = `<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${sampleManifest(
        '1.2',
        'TITLE',
        'index.html',
      )
        .replace(/^<\?xml[^>]*>/, '')
        .replaceAll('TITLE', '&b; &amp; Q&#38;A')}`;
      expect(parseManifest(xml, new Set(['index.html'])).title).toBe('&b; & Q&A');
    });
  });

  describe('zip checks', () => {
    it('refuses a file that is not a zip', async () => {
      const path = join(dir, 'not-a-zip.zip');
      writeFileSync(path, 'PK but not really a zip archive');
      expect(await codeOf(listZip(path, LIMITS))).toBe('SCORM_NOT_A_ZIP');
    });

    it('refuses a package without imsmanifest.xml at its root', async () => {
      const files = sampleScormFiles('1.2');
      const nested = new Map([...files].map(([name, content]) => [`course/${name}`, content]));
      expect(await codeOf(check(await zipOnDisk(nested)))).toBe('SCORM_MANIFEST_MISSING');
    });

    it.each([
      ['../evil.html', { 'xx/evil.html': '../evil.html' }],
      ['an absolute path', { 'Xetc/evil.html': '/etc/evil.html' }],
      ['a backslash', { 'a_evil.html': 'a\\evil.html' }],
      ['a drive letter', { 'CX/evil.html': 'C:/evil.html' }],
    ])('refuses an entry named with %s', async (_case, renames) => {
      const [placeholder] = Object.keys(renames);
      const files = new Map([...sampleScormFiles('1.2'), [placeholder, '<p>evil</p>']]);
      expect(await codeOf(check(await zipOnDisk(files, { renames })))).toBe('SCORM_UNSAFE_PATH');
    });

    it('refuses a symbolic link', async () => {
      const files = new Map([...sampleScormFiles('1.2'), ['link.html', '/etc/passwd']]);
      expect(await codeOf(check(await zipOnDisk(files, { symlinks: ['link.html'] })))).toBe('SCORM_UNSAFE_PATH');
    });

    it('refuses more files than allowed', async () => {
      const files = new Map([...sampleScormFiles('1.2'), ...Array.from({ length: 60 }, (_, i) => [`assets/${i}.txt`, 'x'] as const)]);
      expect(await codeOf(check(await zipOnDisk(files)))).toBe('SCORM_TOO_MANY_FILES');
    });

    it('refuses a package whose files inflate beyond the limit (a zip bomb) before unpacking anything', async () => {
      const files = new Map<string, string | Buffer>([...sampleScormFiles('1.2'), ['zeros.bin', Buffer.alloc(3 * 1024 * 1024)]]);
      const path = await zipOnDisk(files);
      expect(readFileSync(path).length).toBeLessThan(64 * 1024);
      expect(await codeOf(check(path))).toBe('SCORM_PACKAGE_TOO_LARGE');
    });

    it('counts the real bytes while unpacking too, and leaves what it unpacked for the caller to remove', async () => {
      const files = new Map<string, string | Buffer>([...sampleScormFiles('1.2'), ['zeros.bin', Buffer.alloc(200 * 1024)]]);
      const path = await zipOnDisk(files);
      const target = join(dir, 'bomb-target');
      expect(await codeOf(extractZip(path, target, { maxBytes: 100 * 1024, maxFiles: 50 }))).toBe('SCORM_PACKAGE_TOO_LARGE');
    });

    it('unpacks a checked package, directories included', async () => {
      const files = new Map([...sampleScormFiles('2004'), ['media/clip.txt', 'hello']]);
      const path = await zipOnDisk(files);
      const listing = await listZip(path, LIMITS);
      expect([...listing.files.keys()].sort()).toEqual(['imsmanifest.xml', 'index.html', 'media/clip.txt', 'sco.js', 'style.css']);
      const target = join(dir, 'unpacked');
      await extractZip(path, target, LIMITS);
      expect(readFileSync(join(target, 'media/clip.txt'), 'utf8')).toBe('hello');
      expect(existsSync(join(target, 'index.html'))).toBe(true);
    });

    it.each([
      ['index.html', null],
      ['a/b/c.js', null],
      ['../x', 'leaves'],
      ['a/../../x', 'leaves'],
      ['/x', 'absolute'],
      ['a//b', 'empty'],
      ['./a', 'empty'],
      ['a\\b', 'not allowed'],
      ['a\u0000b', 'not allowed'],
    ])('entry name %j', (name, problem) => {
      const reason = unsafeEntryName(name);
      if (problem === null) expect(reason).toBeNull();
      else expect(reason).toContain(problem);
    });
  });
});
