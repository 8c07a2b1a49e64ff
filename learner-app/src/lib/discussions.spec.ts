import { describe, expect, it } from '@jest/globals';
import { hasText, pageCount, replyCountLabel, threadPath } from './discussions';

describe('discussions', () => {
  it('links a thread where the e-mails do', () => {
    expect(threadPath(4, 19)).toBe('/courses/4/discussions/19');
  });

  it('counts replies in words', () => {
    expect(replyCountLabel(0)).toBe('0 replies');
    expect(replyCountLabel(1)).toBe('1 reply');
  });

  it('tells an empty editor from a written post', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp; </p>')).toBe(false);
    expect(hasText('<p><strong>Hi</strong></p>')).toBe(true);
  });

  it('has at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
