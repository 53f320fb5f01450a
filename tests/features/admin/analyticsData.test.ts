import { describe, expect, it } from 'vitest';
import {
  DEMO_ANALYTICS,
  DEMO_TOP_PAGES,
  formatCount,
  formatOneDecimal,
  splitMinutes,
} from '@/features/admin/analyticsData';

describe('demo analytics', () => {
  it('holds the figures of SPEC §9', () => {
    expect(DEMO_ANALYTICS).toEqual({
      visitors: 14520,
      pageViews: 28750,
      averageTimeSeconds: 222,
      bounceRatePercent: 32.4,
    });
    expect(DEMO_TOP_PAGES.map((page) => page.views)).toEqual([3242, 2850, 2465, 2105, 1980]);
  });

  it('formats with Nigerian English grouping whatever the runtime locale', () => {
    expect(formatCount(14520)).toBe('14,520');
    expect(formatCount(1980)).toBe('1,980');
    expect(formatOneDecimal(32.4)).toBe('32.4');
    expect(formatOneDecimal(50)).toBe('50.0');
  });

  it('splits seconds into minutes and seconds', () => {
    expect(splitMinutes(222)).toEqual({ minutes: 3, seconds: 42 });
    expect(splitMinutes(59)).toEqual({ minutes: 0, seconds: 59 });
  });
});
