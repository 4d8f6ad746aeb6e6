import { describe, expect, it } from '@jest/globals';
import { describeBudgetAnswer, describePriceBounds, resolveBudget } from './resolve-budget';

describe('her budget, said one way', () => {
  it("shows a typed amount in the one money format, otherwise the option's label", () => {
    // the profile showed "$2500" beside the strategy's "$2,500".
    expect(describeBudgetAnswer({ budget: 'custom', customBudget: '2500' })).toBe('$2,500');
    expect(describeBudgetAnswer({ budget: 'custom', customBudget: '$2,500' })).toBe('$2,500');
    expect(describeBudgetAnswer({ budget: '1000-2000', customBudget: '' })).toBe('$1,000 - $2,000');
    expect(describeBudgetAnswer({ budget: 'under-1000', customBudget: '' })).toBe('Under $1,000');
    expect(describeBudgetAnswer({ budget: 'custom', customBudget: 'flexible' })).toBe('flexible');
    expect(describeBudgetAnswer({ budget: '', customBudget: '' })).toBe('');
  });

  it('says where a pull must be priced the same way for every budget', () => {
    const bounds = (budget: string, customBudget = '') => describePriceBounds(resolveBudget({ budget, customBudget })!);
    expect(bounds('custom', '2500')).toBe('up to $2,500');
    expect(bounds('1000-2000')).toBe('within $1,000 - $2,000');
    expect(bounds('under-1000')).toBe('under $1,000');
    expect(bounds('5000-plus')).toBe('from $5,000 up');
  });
});
