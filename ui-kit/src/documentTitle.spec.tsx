/**
 * @jest-environment @academy/ui/jest-environment
 */
import { render } from '@testing-library/react';
import { documentTitle, useDocumentTitle } from './documentTitle.js';

function Page({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('document titles', () => {
  it('names the page before the academy, or the academy alone', () => {
    expect(documentTitle('Courses')).toBe('Courses · Recruiting Academy');
    expect(documentTitle('  ')).toBe('Recruiting Academy');
    expect(documentTitle()).toBe('Recruiting Academy');
  });

  it('sets document.title and follows a change of page title', () => {
    document.title = 'before';
    const { rerender } = render(<Page title="Course" />);
    expect(document.title).toBe('Course · Recruiting Academy');
    rerender(<Page title="Interviewing Basics" />);
    expect(document.title).toBe('Interviewing Basics · Recruiting Academy');
    rerender(<Page />);
    expect(document.title).toBe('Recruiting Academy');
  });
});
