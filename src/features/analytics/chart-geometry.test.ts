import { describe, expect, it } from 'vitest';
import {
  areaPath,
  barBox,
  barPath,
  linePath,
  nearestIndex,
  slotWidth,
  xAt,
  xStep,
  xTicks,
  yAt,
  yTicks,
  yTop,
} from './chart-geometry';

describe('the y axis', () => {
  it.each([
    [0, 1, [0, 1]],
    [1, 1, [0, 1]],
    [4, 4, [0, 1, 2, 3, 4]],
    [7, 8, [0, 2, 4, 6, 8]],
    [23, 25, [0, 5, 10, 15, 20, 25]],
    [61, 80, [0, 20, 40, 60, 80]],
    [100, 100, [0, 20, 40, 60, 80, 100]],
    [361, 400, [0, 100, 200, 300, 400]],
    [1234, 1500, [0, 500, 1000, 1500]],
    [12000, 12500, [0, 2500, 5000, 7500, 10000, 12500]],
    [18420, 20000, [0, 5000, 10000, 15000, 20000]],
  ])('max %d -> top %d, ticks %j', (max, top, ticks) => {
    expect(yTop(max)).toBe(top);
    expect(yTicks(max)).toEqual(ticks);
  });

  it('is never more than five steps and always reaches the maximum', () => {
    for (let max = 0; max <= 100_000; max += 37) {
      const ticks = yTicks(max);
      expect(ticks.length - 1).toBeLessThanOrEqual(5);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.every((v) => Number.isInteger(v))).toBe(true);
    }
  });

  it('puts 0 at the bottom and the top at the plot top', () => {
    expect(yAt(400, 200, 0)).toBe(200);
    expect(yAt(400, 200, 400)).toBe(0);
    expect(yAt(400, 200, 100)).toBe(150);
    expect(yAt(3, 100, 1)).toBe(66.7);
  });
});

describe('the x axis', () => {
  it('joins the edges for lines and centres bars in their slots', () => {
    expect([0, 1, 2, 3, 4].map((i) => xAt('line', 5, 400, i))).toEqual([0, 100, 200, 300, 400]);
    expect([0, 1, 2, 3].map((i) => xAt('bar', 4, 400, i))).toEqual([50, 150, 250, 350]);
    expect(xAt('line', 1, 400, 0)).toBe(0);
    expect(slotWidth('line', 31, 300)).toBe(10);
    expect(slotWidth('bar', 6, 300)).toBe(50);
  });

  it.each([
    // kind, points, plot width, longest label, step
    ['line', 7, 1000, 6, 1],
    ['line', 30, 1000, 6, 2],
    ['line', 30, 250, 6, 7],
    ['line', 90, 1000, 6, 7],
    ['line', 365, 1000, 6, 30],
    ['line', 365, 250, 6, 91],
    ['bar', 6, 250, 3, 1],
    ['bar', 4, 440, 20, 2],
  ] as const)('%s of %d points over %d px, labels of %d characters: every %d', (kind, n, w, chars, step) => {
    expect(xStep(kind, n, w, chars)).toBe(step);
  });

  it('spaces labels at least their width apart', () => {
    for (const n of [7, 30, 90, 365])
      for (const w of [200, 300, 600, 1100]) {
        const step = xStep('line', n, w, 6);
        expect(step * slotWidth('line', n, w)).toBeGreaterThanOrEqual(6 * 7 + 16);
      }
  });

  it('labels whole points from the first', () => {
    expect(xTicks(30, 7)).toEqual([0, 7, 14, 21, 28]);
    expect(xTicks(4, 5)).toEqual([0]);
    expect(xTicks(0, 1)).toEqual([]);
  });

  it('finds the nearest point under the pointer, clamped to the data', () => {
    expect(nearestIndex('line', 5, 400, 0)).toBe(0);
    expect(nearestIndex('line', 5, 400, 149)).toBe(1);
    expect(nearestIndex('line', 5, 400, 151)).toBe(2);
    expect(nearestIndex('line', 5, 400, -40)).toBe(0);
    expect(nearestIndex('line', 5, 400, 900)).toBe(4);
    expect(nearestIndex('bar', 4, 400, 99)).toBe(0);
    expect(nearestIndex('bar', 4, 400, 101)).toBe(1);
    expect(nearestIndex('bar', 4, 400, 399)).toBe(3);
  });
});

describe('bars', () => {
  it('sit side by side, the group filling 70% of the slot centred on the point', () => {
    // Slots of 100 px: a group of 70 px from 15 to 85, two bars of 35 px less a 1 px gap.
    expect(barBox(4, 400, 0, 0, 2)).toEqual({ x: 15.5, width: 34 });
    expect(barBox(4, 400, 0, 1, 2)).toEqual({ x: 50.5, width: 34 });
    expect(barBox(4, 400, 2, 1, 2)).toEqual({ x: 250.5, width: 34 });
    expect(barBox(4, 400, 3, 0, 1)).toEqual({ x: 315.5, width: 69 });
  });

  it('have no gap when thinner than three pixels', () => {
    expect(barBox(365, 365, 0, 0, 1)).toEqual({ x: 0.2, width: 0.7 });
  });

  it('rise from the baseline with rounded top corners', () => {
    expect(barPath(10, 20, 20, 100)).toBe('M10,100V23A3,3 0 0 1 13,20H27A3,3 0 0 1 30,23V100Z');
    // A short bar rounds no more than its height; a zero bar is flat.
    expect(barPath(10, 99, 20, 100)).toBe('M10,100V100A1,1 0 0 1 11,99H29A1,1 0 0 1 30,100V100Z');
    expect(barPath(10, 100, 20, 100)).toBe('M10,100V100H30V100Z');
  });
});

describe('lines and areas', () => {
  const points: [number, number][] = [
    [0, 50],
    [100, 12.345],
    [200, 0],
  ];

  it('join the points in order', () => {
    expect(linePath(points)).toBe('M0,50L100,12.3L200,0');
    expect(linePath([])).toBe('');
  });

  it('close an area down to the baseline', () => {
    expect(areaPath(points, 80)).toBe('M0,50L100,12.3L200,0L200,80L0,80Z');
    expect(areaPath([], 80)).toBe('');
  });
});
