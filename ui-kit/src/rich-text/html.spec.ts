import { describe, expect, it } from '@jest/globals';
import { convertFromRaw, type RawDraftContentState } from 'draft-js';
import { contentStateToHtml, escapeHtml } from './html.js';

type RawBlock = RawDraftContentState['blocks'][number];
const block = (text: string, type = 'unstyled', extra: Partial<RawBlock> = {}): RawBlock => ({
  key: Math.random().toString(36).slice(2, 7),
  text,
  type,
  depth: 0,
  inlineStyleRanges: [],
  entityRanges: [],
  data: {},
  ...extra,
});
const html = (blocks: RawBlock[], entityMap: RawDraftContentState['entityMap'] = {}) =>
  contentStateToHtml(convertFromRaw({ blocks, entityMap }));

describe('contentStateToHtml', () => {
  it('writes nothing for an empty editor', () => {
    expect(html([block('')])).toBe('');
    expect(html([block(''), block('  ')])).toBe('');
  });

  it('writes paragraphs, headings 2 to 4 (1 → 2, 5 and 6 → 4) and blockquotes', () => {
    expect(
      html([
        block('Intro'),
        block('A', 'header-two'),
        block('B', 'header-three'),
        block('C', 'header-four'),
        block('D', 'header-one'),
        block('E', 'header-six'),
        block('Q', 'blockquote'),
        block('X', 'atomic'),
      ]),
    ).toBe('<p>Intro</p><h2>A</h2><h3>B</h3><h4>C</h4><h2>D</h2><h4>E</h4><blockquote>Q</blockquote><p>X</p>');
  });

  it('groups consecutive list items and code lines', () => {
    expect(
      html([
        block('one', 'unordered-list-item'),
        block('two', 'unordered-list-item'),
        block('first', 'ordered-list-item'),
        block('a < b', 'code-block'),
        block('  c', 'code-block'),
        block('after'),
      ]),
    ).toBe('<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><pre><code>a &lt; b\n  c</code></pre><p>after</p>');
  });

  it('writes bold, italic and inline code, nested per run', () => {
    expect(
      html([
        block('bold both code', 'unstyled', {
          inlineStyleRanges: [
            { offset: 0, length: 9, style: 'BOLD' },
            { offset: 5, length: 4, style: 'ITALIC' },
            { offset: 10, length: 4, style: 'CODE' },
            { offset: 10, length: 4, style: 'UNDERLINE' },
          ],
        }),
      ]),
    ).toBe('<p><strong>bold </strong><strong><em>both</em></strong> <code>code</code></p>');
  });

  it('writes links with an allowed scheme, new tab and rel, and drops the others', () => {
    const entityMap = {
      0: { type: 'LINK', mutability: 'MUTABLE' as const, data: { url: 'https://example.org/?a=1&b="2"' } },
      1: { type: 'LINK', mutability: 'MUTABLE' as const, data: { url: 'javascript:alert(1)' } },
      2: { type: 'LINK', mutability: 'MUTABLE' as const, data: { href: 'example.com' } },
    };
    expect(
      html(
        [
          block('site bad other', 'unstyled', {
            entityRanges: [
              { offset: 0, length: 4, key: 0 },
              { offset: 5, length: 3, key: 1 },
              { offset: 9, length: 5, key: 2 },
            ],
            inlineStyleRanges: [{ offset: 2, length: 2, style: 'BOLD' }],
          }),
        ],
        entityMap,
      ),
    ).toBe(
      '<p><a href="https://example.org/?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener noreferrer nofollow">si<strong>te</strong></a> bad <a href="http://example.com" target="_blank" rel="noopener noreferrer nofollow">other</a></p>',
    );
  });

  it('escapes text and turns soft line breaks into <br>', () => {
    expect(html([block('<script>alert("x")</script> & \'y\'\nnext')])).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;<br>next</p>',
    );
    expect(escapeHtml('<a href="x">')).toBe('&lt;a href=&quot;x&quot;&gt;');
  });
});
