import { describe, expect, it } from '@jest/globals';
import { formatInstantDay } from '../../../lib/format-date';
import { describeDressesSource } from './describe-dresses-source';

describe('describeDressesSource', () => {
  it('names the day of the inventory her dresses came from, and offers the refresh', () => {
    const uploadedAt = '2026-03-03T12:00:00.000Z';
    expect(describeDressesSource({ inventoryUploadedAt: uploadedAt, outdated: true })).toBe(
      `These dresses came from the inventory of ${formatInstantDay(uploadedAt)}; refresh them to pick from the current inventory.`,
    );
    expect(formatInstantDay(uploadedAt)).toMatch(/^Mar [2-4], 2026$/);
  });

  it('says so when her dresses were picked before any inventory this plan knows of', () => {
    expect(describeDressesSource({ inventoryUploadedAt: null, outdated: true })).toBe(
      'These dresses were picked before the current inventory was uploaded; refresh them to pick from it.',
    );
  });
});
