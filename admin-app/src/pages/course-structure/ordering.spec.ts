import { describe, expect, it } from '@jest/globals';
import { moduleOf, placed, placementOf } from './ordering';

describe('lesson placement', () => {
  const placement = placementOf([
    {
      id: 10,
      lessons: [
        { id: 2, order: 1 },
        { id: 1, order: 0 },
      ],
    },
    { id: 11, lessons: [] },
  ]);

  it('lists each module’s lessons in order', () => {
    expect(placement).toEqual({ 10: [1, 2], 11: [] });
    expect(moduleOf(placement, 2)).toBe(10);
    expect(moduleOf(placement, 3)).toBeUndefined();
  });

  it('moves a lesson into another module at a position, or within its own', () => {
    expect(placed(placement, 1, 11, 0)).toEqual({ 10: [2], 11: [1] });
    expect(placed(placement, 1, 10, 1)).toEqual({ 10: [2, 1], 11: [] });
    expect(placed(placement, 2, 11, 9)).toEqual({ 10: [1], 11: [2] });
  });
});
