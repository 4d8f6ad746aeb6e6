import { describe, expect, it } from '@jest/globals';
import { scrollToShow } from './reveal-control';

// A 740 px phone screen whose bottom bar starts at 668 px.
const band = { top: 0, bottom: 668 };

describe('scrollToShow', () => {
  it('leaves a box that is already in view where it is', () => {
    expect(scrollToShow({ top: 300, bottom: 348 }, band)).toBe(0);
  });

  it('scrolls a box under the bar up above it, with room to spare', () => {
    expect(scrollToShow({ top: 680, bottom: 728 }, band)).toBe(728 + 16 - 668);
  });

  it('scrolls a box above the screen down into it', () => {
    expect(scrollToShow({ top: -40, bottom: 8 }, band)).toBe(-56);
  });

  it('keeps it above the keyboard, which leaves less of the screen', () => {
    expect(scrollToShow({ top: 400, bottom: 448 }, { top: 0, bottom: 420 })).toBe(448 + 16 - 420);
  });

  it('shows the top of a box taller than what she can see', () => {
    expect(scrollToShow({ top: 500, bottom: 1300 }, band)).toBe(500 - 16);
  });
});
