import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Button, Empty } from 'antd';
import { antdPageStyles } from './server';

function renderWithStyles(page: ReactNode): { html: string; styles: string } {
  const styles = antdPageStyles();
  const html = renderToString(styles.wrap(page));
  return { html, styles: styles.tags() };
}

describe("an admin page's Ant Design styles", () => {
  it("carry the page's own components and none that only an earlier page rendered", () => {
    const earlier = renderWithStyles(<Empty description="No paths yet" />);
    expect(earlier.styles).toContain('.ant-empty');

    const later = renderWithStyles(<Button>Create Course</Button>);
    expect(later.html).toContain('Create Course');
    expect(later.styles).toContain('.ant-btn');
    expect(later.styles).not.toContain('.ant-empty');
  });

  it('are the same for the same page on every render', () => {
    const first = renderWithStyles(<Button type="primary">Save</Button>);
    const second = renderWithStyles(<Button type="primary">Save</Button>);
    expect(second.styles).toBe(first.styles);
  });
});
