import yazl from 'yazl';

/**
 * A small, real SCORM package made in code: the demo academy's SCORM lesson, and the package the tests
 * upload. Two pages and a Finish button; the SCO finds the LMS's API the way the standard says (its own
 * window, then its parents), keeps its page in the location element and the pages it has seen in
 * suspend data, and when finished reports completion, success and a score, commits and terminates.
 */
export type SampleScormVersion = '1.2' | '2004';

export interface SampleScormOptions {
  title?: string;
  /** The launch file's name (default index.html). */
  launch?: string;
  /** The score reported on Finish (0–100). */
  score?: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function sampleManifest(version: SampleScormVersion, title: string, launch: string): string {
  const name = escapeXml(title);
  if (version === '1.2')
    return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="academy.sample.scorm12" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>${name}</title>
      <item identifier="item1" identifierref="res1"><title>${name}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="${escapeXml(launch)}">
      <file href="${escapeXml(launch)}"/><file href="sco.js"/><file href="style.css"/>
    </resource>
  </resources>
</manifest>
`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="academy.sample.scorm2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>${name}</title>
      <item identifier="item1" identifierref="res1"><title>${name}</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormType="sco" href="${escapeXml(launch)}">
      <file href="${escapeXml(launch)}"/><file href="sco.js"/><file href="style.css"/>
    </resource>
  </resources>
</manifest>
`;
}

function sampleHtml(title: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<link rel="stylesheet" href="style.css">
</head>
<body>
<main>
  <h1>${escapeXml(title)}</h1>
  <p id="status">Starting…</p>
  <section id="page-1" hidden>
    <h2>Page 1 of 2: the intake meeting</h2>
    <p>Agree on the must-have skills, the salary band and the interview steps before you source anyone.</p>
  </section>
  <section id="page-2" hidden>
    <h2>Page 2 of 2: the scorecard</h2>
    <p>Score every candidate against the same criteria, written down before the first interview.</p>
  </section>
  <p class="actions"><button type="button" id="next">Next</button> <button type="button" id="finish">Finish</button></p>
</main>
<script src="sco.js"></script>
</body>
</html>
`;
}

function sampleScript(version: SampleScormVersion, score: number): string {
  return `(function () {
  var v2004 = ${version === '2004' ? 'true' : 'false'};
  function findApi(win) {
    for (var i = 0; win && i < 10; i++) {
      if (v2004 && win.API_1484_11) return win.API_1484_11;
      if (!v2004 && win.API) return win.API;
      if (win.parent === win) break;
      try { win = win.parent; } catch (e) { return null; }
    }
    return null;
  }
  var api = findApi(window);
  var status = document.getElementById('status');
  if (!api) { status.textContent = 'No LMS connection.'; return; }
  function call(name, a, b) {
    var method = v2004 ? name : 'LMS' + (name === 'Terminate' ? 'Finish' : name);
    return a === undefined ? api[method]('') : b === undefined ? api[method](a) : api[method](a, b);
  }
  var el = v2004
    ? { location: 'cmi.location', status: 'cmi.completion_status', success: 'cmi.success_status', raw: 'cmi.score.raw', exit: 'cmi.exit' }
    : { location: 'cmi.core.lesson_location', status: 'cmi.core.lesson_status', success: null, raw: 'cmi.core.score.raw', exit: 'cmi.core.exit' };
  call('Initialize');
  var page = Number(call('GetValue', el.location)) || 1;
  var seen = call('GetValue', 'cmi.suspend_data') || '';
  var resumed = seen !== '';
  function show(n) {
    page = n;
    document.getElementById('page-1').hidden = n !== 1;
    document.getElementById('page-2').hidden = n !== 2;
    document.getElementById('next').disabled = n === 2;
    if (seen.indexOf('p' + n) === -1) seen += (seen ? ',' : '') + 'p' + n;
    call('SetValue', el.location, String(n));
    call('SetValue', 'cmi.suspend_data', seen);
  }
  status.textContent = resumed ? 'Welcome back: resumed at page ' + page + ' (seen ' + seen + ').' : 'Page ' + page + ' of 2.';
  if (call('GetValue', el.status) === (v2004 ? 'unknown' : 'not attempted') || call('GetValue', el.status) === '') {
    call('SetValue', el.status, 'incomplete');
  }
  show(page);
  call('Commit');
  document.getElementById('next').addEventListener('click', function () {
    show(page + 1);
    call('SetValue', el.exit, 'suspend');
    call('Commit');
    status.textContent = 'Page ' + page + ' of 2.';
  });
  document.getElementById('finish').addEventListener('click', function () {
    call('SetValue', el.raw, '${score}');
    if (v2004) {
      call('SetValue', 'cmi.score.min', '0');
      call('SetValue', 'cmi.score.max', '100');
      call('SetValue', 'cmi.score.scaled', '${score / 100}');
      call('SetValue', el.status, 'completed');
      call('SetValue', el.success, 'passed');
    } else {
      call('SetValue', 'cmi.core.score.min', '0');
      call('SetValue', 'cmi.core.score.max', '100');
      call('SetValue', el.status, 'passed');
    }
    call('Commit');
    call('Terminate');
    document.getElementById('next').disabled = true;
    document.getElementById('finish').disabled = true;
    status.textContent = 'Finished: well done.';
  });
})();
`;
}

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0; padding: 16px; line-height: 1.5; }
main { max-width: 40rem; margin: 0 auto; }
button { font: inherit; padding: 8px 16px; margin: 4px 4px 0 0; }
`;

/** The package's files by path: imsmanifest.xml, the launch page, its script and style. */
export function sampleScormFiles(version: SampleScormVersion, options: SampleScormOptions = {}): Map<string, string> {
  const title = options.title ?? (version === '1.2' ? 'Intake meeting essentials (SCORM 1.2)' : 'Intake meeting essentials (SCORM 2004)');
  const launch = options.launch ?? 'index.html';
  return new Map([
    ['imsmanifest.xml', sampleManifest(version, title, launch)],
    [launch, sampleHtml(title)],
    ['sco.js', sampleScript(version, options.score ?? 90)],
    ['style.css', STYLE],
  ]);
}

/** The package as an admin uploads it: its files in a zip, built with yazl. */
export async function zipScormPackage(files: ReadonlyMap<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of files) zip.addBuffer(Buffer.from(content, 'utf8'), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
