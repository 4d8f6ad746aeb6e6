import { describe, expect, it } from '@jest/globals';
import { suggestGoals, stemOf } from './goal-suggestions';
import { defaultScoreCardBehaviours, type ScoreCardBehaviour } from './score-card';

const behaviours = defaultScoreCardBehaviours;
/** What her goals suggest, as 'measure' or 'behaviour:key'. */
const offered = (text: string, own: readonly ScoreCardBehaviour[] = behaviours) =>
  suggestGoals(text, own).map((suggestion) =>
    suggestion.behaviourKey ? `behaviour:${suggestion.behaviourKey}` : suggestion.measure,
  );

describe('reading free-text coaching goals for measurable ones', () => {
  it.each([
    'Close more',
    'close more brides this month',
    'Closing: aim for 40 %',
    'Improve her closing',
    'Work on closing.',
    'Her closing ratio needs to go up',
    'Raise the close rate',
    'Convert more browsers into brides',
    'Better conversion',
    'Get more sales',
    'Help more brides say yes',
    'Closing %',
    'Close 4 out of 10',
    'Close the deal',
    'Higher closing rate',
    'Needs to close more brides',
    'CLOSE MORE!!',
  ])('offers the closing ratio for %j', (text) => {
    expect(offered(text)).toEqual(['contact_ratio']);
  });

  it('offers the appointments closing ratio when her goal counts appointments', () => {
    expect(offered('Close two appointments a day')).toEqual(['appointment_ratio']);
    expect(offered('Close more appointments')).toEqual(['appointment_ratio']);
  });

  it.each([
    'Bigger tickets',
    'bigger ticket sizes',
    'Higher sales',
    'higher average sale',
    'Raise her average',
    'Upsell',
    'up-selling accessories',
    'Average ticket over $2,500',
    'Offer a veil with every gown she loves',
    'suggest a belt or a sash',
    'Trade up to the designer rack',
    'Add-ons with every sale',
    'Accessorize every bride',
    'Sell more veils',
    'Get her average ticket up to $3k',
  ])('offers the average sale for %j', (text) => {
    expect(offered(text)).toEqual(['average_sale']);
  });

  it.each([
    'Follow up',
    'Follow-ups within 3 days',
    'Send every followup',
    'Keep following up with brides who said not yet',
    'Win back the not-yets',
    'More win-backs',
    'Bring brides back for a second visit',
    'Reach out to brides after a week',
  ])('offers the follow-up win-back for %j', (text) => {
    expect(offered(text)).toEqual(['win_back_rate']);
  });

  it("offers the pull-list rate, and the list's behaviour beside it, for 'Pull list'", () => {
    expect(offered('Pull list')).toEqual(['pull_list_rate', 'behaviour:pulledFromListFirst']);
  });

  it.each([
    'Sell from the pull-list',
    'Use the list',
    'use her list every time',
    'Stick to her list',
    'Show the recommended dresses',
  ])('offers the pull-list rate for %j', (text) => {
    expect(offered(text)).toEqual(['pull_list_rate']);
  });

  it.each([
    'Log outcomes',
    'Record every outcome the same day',
    'Record on time',
    'Enter the results straight away',
    'Outcomes within 24 hours',
    'Logged outcomes, please',
    'fill in the outcome right after',
  ])('offers outcomes within 24 h for %j', (text) => {
    expect(offered(text)).toEqual(['outcomes_on_time']);
  });

  it.each([
    ['Ask for the sale', 'askedForSale'],
    ['Asking for the sale every time', 'askedForSale'],
    ['Talk budget early', 'askedBudgetAndDecider'],
    ['Find out who decides', 'askedBudgetAndDecider'],
    ['Always agree a next step', 'setNextStep'],
    ['Set next steps', 'setNextStep'],
    ['Involve the party', 'involvedParty'],
    ['Bring mom and the whole party into it', 'involvedParty'],
    ['Open with her plan', 'openedWithPlan'],
    ['Pull from her list first', 'pulledFromListFirst'],
  ])('offers the score-card behaviour for %j', (text, key) => {
    expect(offered(text)).toContain(`behaviour:${key}`);
  });

  it("reads the boutique's own behaviours by their label words", () => {
    const own = [
      { key: 'offeredVeil', label: 'Offered a veil' },
      { key: 'measuredHer', label: 'Took her measurements' },
      { key: 'smiled', label: 'Smiled' },
    ];
    expect(offered('Offer veils to everyone', own)).toEqual(['average_sale', 'behaviour:offeredVeil']);
    expect(offered('Measurements at the start', own)).toEqual(['behaviour:measuredHer']);
    expect(offered('smile more', own)).toEqual(['behaviour:smiled']);
    // The defaults are not hers: no 'party' behaviour here.
    expect(offered('Involve the party', own)).toEqual([]);
  });

  it.each([
    '',
    '   ',
    'Tidy the racks before closing',
    'Lock up at closing time',
    'Close the fitting room curtain',
    'Close the door for privacy',
    'Be on time for appointments',
    'Log in every morning on time',
    'Pull dresses in her size',
    'Ask about the ceremony before pulling dresses',
    'Learn the new designer line',
    'Steam every gown before the bride arrives',
    'Follow the dress code',
    'A close friend of the bride came',
    'Keep the closet neat',
    'Convertible dresses are in',
    'Smile and be warm',
    'Bigger smiles',
    'Set up the fitting room before the bride arrives',
    'Step up her game',
    'Next time, pull fewer dresses',
    'Work on follow-through with the moms',
  ])('offers nothing for %j', (text) => {
    expect(offered(text)).toEqual([]);
  });

  it.each([
    "Don't worry about closing yet",
    'Stop pushing to close more',
    'No need to upsell',
    'Less focus on bigger tickets',
  ])('offers nothing a clause turns down: %j', (text) => {
    expect(offered(text)).toEqual([]);
  });

  it('keeps what her other clauses ask for beside one turned down', () => {
    expect(offered("Don't worry about closing yet; focus on follow-ups")).toEqual(['win_back_rate']);
    expect(offered('Less upselling, more follow-up')).toEqual(['win_back_rate']);
  });

  it("takes 'don't forget' and 'never let her leave without' as asking", () => {
    expect(offered("Don't forget to follow up")).toEqual(['win_back_rate']);
    expect(offered('Never let a bride leave without a next step')).toEqual(['behaviour:setNextStep']);
    expect(offered("Don't be afraid to ask for the sale")).toEqual(['behaviour:askedForSale']);
    expect(offered('Stop forgetting to log outcomes')).toEqual(['outcomes_on_time']);
    expect(offered('Never leaving without a next step')).toEqual(['behaviour:setNextStep']);
  });

  it('offers each measure once, in the order her goals name them, with the words it read', () => {
    const suggestions = suggestGoals(
      'Offer a veil with every gown she loves.\nAsk about the budget before pulling dresses.\nClose two appointments a day. Close more!',
      behaviours,
    );
    expect(suggestions).toEqual([
      {
        measure: 'average_sale',
        behaviourKey: null,
        label: 'Average sale',
        words: 'offer a veil with every gown she loves',
      },
      {
        measure: 'behaviour',
        behaviourKey: 'askedBudgetAndDecider',
        label: 'Asked about her budget and who decides',
        words: 'ask about the budget before pulling dresses',
      },
      {
        measure: 'appointment_ratio',
        behaviourKey: null,
        label: 'Closing ratio (appointments)',
        words: 'close two appointments a day',
      },
      { measure: 'contact_ratio', behaviourKey: null, label: 'Closing ratio (brides)', words: 'close more' },
    ]);
  });

  it('reads curly apostrophes, accents and capitals alike, and quotes a long clause cut at a word', () => {
    expect(offered('Don’t forget to FOLLOW UP')).toEqual(['win_back_rate']);
    expect(offered('Clôse more')).toEqual(['contact_ratio']);
    const [long] = suggestGoals(`Follow up ${'with every single bride '.repeat(6)}`, behaviours);
    expect(long!.words.length).toBeLessThanOrEqual(83);
    expect(long!.words.endsWith('...')).toBe(true);
  });
});

describe('stemOf', () => {
  it.each([
    ['decides', 'decid'],
    ['decided', 'decid'],
    ['asked', 'ask'],
    ['involved', 'involv'],
    ['parties', 'party'],
    ['sales', 'sal'],
    ['pulling', 'pull'],
    ['budget', 'budget'],
  ])('%s -> %s', (word, stem) => {
    expect(stemOf(word)).toBe(stem);
  });
});
