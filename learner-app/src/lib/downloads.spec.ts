import { describe, expect, it } from '@jest/globals';
import { categoryLabel, DOWNLOAD_CATEGORIES, filterDownloads, formatFileSize, isDownloadCategory, showingCount } from './downloads';

describe('formatFileSize', () => {
  it.each([
    [null, null],
    [undefined, null],
    [-1, null],
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_258_291, '1.2 MB'],
    [2 * 1024 * 1024, '2 MB'],
    [1024 * 1024 - 1, '1 MB'],
    [3.5 * 1024 ** 3, '3.5 GB'],
  ])('formatFileSize(%p) is %p', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('categories', () => {
  it('lists the six categories with readable labels', () => {
    expect(DOWNLOAD_CATEGORIES.map((c) => c.value)).toEqual([
      'recruitment-process',
      'interview-techniques',
      'candidate-sourcing',
      'employer-branding',
      'compliance-legal',
      'analytics-reporting',
    ]);
    expect(categoryLabel('compliance-legal')).toBe('Compliance & Legal');
    expect(categoryLabel('unknown')).toBe('unknown');
    expect(isDownloadCategory('candidate-sourcing')).toBe(true);
    expect(isDownloadCategory('all')).toBe(false);
  });
});

describe('filterDownloads', () => {
  const downloads = [
    { title: 'Offer Letter Template', description: 'Editable offer', fileName: 'offer.docx', category: 'recruitment-process' as const },
    { title: 'GDPR Checklist', description: 'Candidate data rules', fileName: 'gdpr.pdf', category: 'compliance-legal' as const },
    {
      title: 'Sourcing Guide',
      description: 'Boolean strings',
      fileName: 'boolean-cheatsheet.pdf',
      category: 'candidate-sourcing' as const,
    },
  ];

  it('searches title, description and file name, and filters by category', () => {
    expect(filterDownloads(downloads, 'offer', 'all')).toHaveLength(1);
    expect(filterDownloads(downloads, 'CANDIDATE', 'all').map((d) => d.title)).toEqual(['GDPR Checklist']);
    expect(filterDownloads(downloads, 'cheatsheet', 'all').map((d) => d.title)).toEqual(['Sourcing Guide']);
    expect(filterDownloads(downloads, '', 'compliance-legal').map((d) => d.title)).toEqual(['GDPR Checklist']);
    expect(filterDownloads(downloads, 'offer', 'compliance-legal')).toEqual([]);
  });

  it('words the counter', () => {
    expect(showingCount(2, 5)).toBe('Showing 2 of 5 downloads');
  });
});
