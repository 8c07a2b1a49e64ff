import { describe, expect, it } from '@jest/globals';
import { EMPTY_INSTRUCTOR, instructorRequestOf } from './instructorForm';

describe('instructorRequestOf', () => {
  it('trims the fields, drops empty links and repeated credentials', () => {
    expect(
      instructorRequestOf({
        name: ' Dana ',
        title: ' Head of TA ',
        bio: ' Bio ',
        credentials: ['SHRM-SCP', ' SHRM-SCP', ''],
        links: [
          { label: ' LinkedIn ', url: ' https://www.linkedin.com/in/dana ' },
          { label: '', url: '' },
        ],
      }),
    ).toEqual({
      body: {
        name: 'Dana',
        title: 'Head of TA',
        bio: 'Bio',
        credentials: ['SHRM-SCP'],
        links: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/dana' }],
      },
    });
  });

  it.each([
    [{ ...EMPTY_INSTRUCTOR, name: '  ' }, 'Name is required'],
    [{ ...EMPTY_INSTRUCTOR, name: 'A', links: [{ label: '', url: 'https://a.example' }] }, 'Each link needs a label'],
    [
      { ...EMPTY_INSTRUCTOR, name: 'A', links: [{ label: 'Site', url: 'javascript:alert(1)' }] },
      'Each link must be a web address starting with http:// or https://',
    ],
    [
      { ...EMPTY_INSTRUCTOR, name: 'A', links: [{ label: 'Site', url: 'example.com' }] },
      'Each link must be a web address starting with http:// or https://',
    ],
  ])('refuses %j: %s', (values, problem) => {
    expect(instructorRequestOf(values)).toEqual({ problem });
  });
});
