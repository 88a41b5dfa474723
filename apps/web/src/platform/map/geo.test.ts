import { describe, expect, it } from 'vitest';
import { clusterByGrid, isCoordinate, pointsInBounds } from './geo';

describe('map geometry', () => {
  const points = [
    { id: 'a', lat: 10, lng: 100 },
    { id: 'b', lat: 10.001, lng: 100.001 },
    { id: 'c', lat: 12, lng: 104 },
  ];

  it('groups points sharing a grid cell at their mean position', () => {
    // 1 degree = 100 px: a and b share a 64 px cell, c is far away.
    const clusters = clusterByGrid(points, (p) => ({ x: p.lng * 100, y: -p.lat * 100 }), 64);
    expect(clusters.map((c) => c.points.map((p) => p.id))).toEqual([['a', 'b'], ['c']]);
    expect(clusters[0]?.lat).toBeCloseTo(10.0005);
    // Zoomed in far enough, every point is alone.
    const zoomed = clusterByGrid(points, (p) => ({ x: p.lng * 1e6, y: -p.lat * 1e6 }), 64);
    expect(zoomed).toHaveLength(3);
  });

  it('keeps the points inside bounds', () => {
    expect(pointsInBounds(points, { south: 9, west: 99, north: 11, east: 101 }).map((p) => p.id)).toEqual([
      'a',
      'b',
    ]);
  });

  it('checks coordinates', () => {
    expect(isCoordinate(21, 105)).toBe(true);
    expect(isCoordinate(91, 105)).toBe(false);
    expect(isCoordinate(21, Number.NaN)).toBe(false);
  });
});
