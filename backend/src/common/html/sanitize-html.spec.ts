import { sanitizeLessonHtml, sanitizePlainText } from './sanitize-html.js';

describe('sanitizeLessonHtml', () => {
  it('gives the same clean HTML each time the same lesson is read (the second time from memory)', () => {
    const html = `<p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(${Math.random()})</script>`;
    const first = sanitizeLessonHtml(html);
    expect(first).toBe('<p>Read <a target="_blank" rel="noopener noreferrer nofollow">this</a></p>');
    expect(sanitizeLessonHtml(html)).toBe(first);
    expect(sanitizeLessonHtml(`${html} `)).toBe(`${first} `);
  });

  it('keeps the allowed structure', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>em</em><br></p><blockquote>q</blockquote><ul><li>a</li></ul><ol><li>b</li></ol><pre><code>x</code></pre>';
    expect(sanitizeLessonHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, event handlers, styles and unknown tags', () => {
    expect(
      sanitizeLessonHtml(
        '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps allowed schemes, opening them safely', () => {
    expect(sanitizeLessonHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeLessonHtml('<a href="data:text/html,hi">x</a>')).toBe('<a target="_blank" rel="noopener noreferrer nofollow">x</a>');
    for (const href of ['https://example.org/a', 'mailto:a@example.org', 'tel:+15551234', 'xmpp:a@example.org']) {
      expect(sanitizeLessonHtml(`<a href="${href}">x</a>`)).toBe(
        `<a href="${href}" target="_blank" rel="noopener noreferrer nofollow">x</a>`,
      );
    }
  });

  it('maps headings outside 2–4 into range', () => {
    expect(sanitizeLessonHtml('<h1>a</h1><h5>b</h5>')).toBe('<h2>a</h2><h4>b</h4>');
  });

  it('treats empty input as empty', () => {
    expect(sanitizeLessonHtml(null)).toBe('');
    expect(sanitizeLessonHtml('')).toBe('');
  });
});

describe('sanitizePlainText', () => {
  it('removes every tag, and scripts and styles with their content', () => {
    expect(
      sanitizePlainText('<p onclick="x()">Great <b>course</b><script>alert(1)</script><style>p{}</style></p><img src=x onerror=alert(1)>'),
    ).toBe('Great course');
    expect(sanitizePlainText('<a href="javascript:alert(1)">click</a> here')).toBe('click here');
  });

  it('keeps what people type as text: comparisons, ampersands and quotes', () => {
    expect(sanitizePlainText(`Q&A was 5 > 4 and "short" — it's fine; 1 &lt; 2`)).toBe(`Q&A was 5 > 4 and "short" — it's fine; 1 < 2`);
  });

  it('keeps line breaks, drops control characters and long runs of blank lines', () => {
    expect(sanitizePlainText('  First\r\n\n\n\nSecond\u0000\u0007 line\tend  ')).toBe('First\n\nSecond line\tend');
    expect(sanitizePlainText(null)).toBe('');
  });
});
