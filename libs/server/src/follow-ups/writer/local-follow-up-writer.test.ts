import { describe, expect, it } from '@jest/globals';
import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import { followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import type { FollowUpDraft, FollowUpFacts } from './follow-up-writer';
import { clip, createLocalFollowUpWriter, writeLocalFollowUp } from './local-follow-up-writer';
import { asEntry, emmaFacts, sofiaFacts, testGowns } from './test-follow-up-facts';
import { readWeddingTiming } from './wedding-timing';

const withReasons = (reasons: NoSaleReason[], overrides: Partial<FollowUpFacts> = {}, otherReason = '') => {
  const base = emmaFacts(overrides);
  return { ...base, appointment: { ...base.appointment, reasons, otherReason } };
};

/** Her loved dress, named with its real details, in the body; the dress and the next step in the SMS. */
function expectHerDress(draft: FollowUpDraft) {
  expect(draft.body).toMatch(/^Dear Emma,/);
  expect(draft.body).toContain(
    'Aurora by Maggie Sottero (style 21MS345), an A-line in lace with a sweetheart neckline, at $2,400',
  );
  expect(draft.body).toContain('What you loved about it: the lace back.');
  expect(draft.body).toContain('call us at (555) 010-2000');
  expect(draft.body).toMatch(/With warm wishes,\nAna Ruiz\nBelle Bridal · 12 Main St, Springfield · \(555\) 010-2000$/);
  expect(draft.textMessage).toMatch(
    /^Hi Emma, it's Ana from Belle Bridal\. It was a joy to see you in Aurora on Saturday\./,
  );
  expect(draft.textMessage).toContain('Reply here or call (555) 010-2000 to book your next visit.');
}

function expectWithinLimits(draft: FollowUpDraft) {
  expect(draft.subject.length).toBeGreaterThan(0);
  expect(draft.subject.length).toBeLessThanOrEqual(followUpLimits.subject);
  expect(draft.body.length).toBeLessThanOrEqual(followUpLimits.body);
  expect(draft.textMessage.length).toBeLessThanOrEqual(followUpLimits.textMessage);
  expect(`${draft.subject}${draft.body}${draft.textMessage}`).not.toMatch(/undefined|null|NaN|\[object/);
}

describe('the built-in follow-up writer', () => {
  it('answers a budget with the gowns within it, their prices and what they share with the one she loved', () => {
    const draft = writeLocalFollowUp(withReasons(['budget']));
    expectHerDress(draft);
    expect(draft.subject).toBe('Emma, gowns like Aurora within your budget');
    expect(draft.body).toContain('You mentioned your budget of $1,000 - $2,000. Aurora is $2,400, above');
    expect(draft.body).toContain(
      '- Celeste by Stella York (style SY7788), an A-line in lace with a V-neck, at $1,650: like Aurora, it has an A-line silhouette, lace and the same romantic feel.',
    );
    expect(draft.textMessage).toContain('Celeste at $1,650 is within your budget');
    expectWithinLimits(draft);
  });

  it('says honestly when nothing in stock is within her budget, and asks for one she did not give', () => {
    expect(writeLocalFollowUp(withReasons(['budget'], { withinBudget: [] })).body).toContain(
      'Right now none of the gowns in our shop are priced within it',
    );
    const noBudget = withReasons(['budget'], { withinBudget: [] });
    noBudget.bride = { ...noBudget.bride, budget: null };
    expect(writeLocalFollowUp(noBudget).body).toContain('Tell us the amount you have in mind');
  });

  it('invites her back with her shopping party, by name', () => {
    const draft = writeLocalFollowUp(withReasons(['decision_maker_absent']));
    expectHerDress(draft);
    expect(draft.subject).toBe('Emma, come back with your mom and Aunt June to see Aurora');
    expect(draft.body).toContain('welcome you back with your mom and Aunt June, so they can see you in Aurora too');
    expect(draft.body).toContain('book a visit for you and your mom and Aunt June');
    expectWithinLimits(draft);
  });

  it('answers keep shopping with the hold and the order date against her wedding, in the boutique zone', () => {
    const draft = writeLocalFollowUp(withReasons(['keep_shopping']));
    expectHerDress(draft);
    expect(draft.subject).toBe('Emma, we can hold Aurora for you');
    // 2026-11-23 to 2027-06-12: 28 weeks; 16 weeks to arrive and 8 for alterations: order by 2026-12-26.
    expect(draft.body).toContain('we can hold Aurora for you for 7 days (until Monday, November 30)');
    expect(draft.body).toContain(
      'Your wedding is 28 weeks away; gowns take about 16 weeks to arrive, so ordering by Saturday, December 26 leaves time for alterations.',
    );
    expectWithinLimits(draft);
  });

  it('says honestly when her wedding is too soon for an order, and when it is tight', () => {
    const soon = withReasons(['keep_shopping']);
    soon.bride = { ...soon.bride, weddingDate: '2027-02-06' };
    const late = writeLocalFollowUp(soon);
    expectHerDress(late);
    expect(late.body).toContain(
      'your wedding is 10 weeks away, and gowns usually take about 16 weeks to arrive, so a gown ordered today would not arrive in time. Ask us about rush options',
    );
    expect(late.body).not.toContain('leaves time for alterations');
    expect(late.textMessage).toContain('ask us about rush options');

    const tight = withReasons(['keep_shopping']);
    tight.bride = { ...tight.bride, weddingDate: '2027-04-10' };
    expect(writeLocalFollowUp(tight).body).toContain(
      'a gown ordered now arrives around Monday, March 15, 2027, leaving little time for alterations',
    );

    const noHold = withReasons(['keep_shopping']);
    noHold.boutique = { ...noHold.boutique, holdDays: 0 };
    expect(writeLocalFollowUp(noHold).body).toContain('we cannot put gowns on hold');
  });

  it('answers timing from her date, and asks for it when she gave none', () => {
    const draft = writeLocalFollowUp(withReasons(['timing']));
    expectHerDress(draft);
    expect(draft.body).toContain(
      'With your wedding on Saturday, June 12, 2027, 28 weeks away, there is no rush yet: gowns take about 16 weeks to arrive, so ordering by Saturday, December 26 still leaves about 8 weeks for alterations.',
    );
    const noDate = withReasons(['timing']);
    noDate.bride = { ...noDate.bride, weddingDate: null };
    expect(writeLocalFollowUp(noDate).body).toContain('once you know your date, we can tell you exactly when to order');
  });

  it('answers fit with the sizes the dress she loved is stocked in', () => {
    const draft = writeLocalFollowUp(withReasons(['fit_or_size']));
    expectHerDress(draft);
    expect(draft.subject).toBe('Emma, about the fit of Aurora');
    expect(draft.body).toContain('We have Aurora in sizes 8, 10 and 12, so you can feel the fit for yourself.');
    expectWithinLimits(draft);
  });

  it('answers not the one from what she loved, tried and turned down, and her vibes', () => {
    const draft = writeLocalFollowUp(withReasons(['not_the_one']));
    expectHerDress(draft);
    expect(draft.body).toContain('what worked for you, A-line and mermaid shapes in lace and crepe');
    expect(draft.body).toContain('the garden party and classic feel you want for your wedding');
    expect(draft.body).toContain('(Juno: too much volume)');
    expect(draft.body).toContain('One we would love you to try: Celeste by Stella York');
  });

  it('answers an other reason with her words', () => {
    const draft = writeLocalFollowUp(withReasons(['other'], {}, 'Wants to see the veil options first.'));
    expectHerDress(draft);
    expect(draft.body).toContain('You also mentioned "Wants to see the veil options first".');
    expect(draft.textMessage).toContain('"Wants to see the veil options first"');
  });

  it('answers every reason she gave, each once', () => {
    const draft = writeLocalFollowUp(withReasons(['budget', 'keep_shopping', 'timing', 'decision_maker_absent']));
    expect(draft.body).toContain('You mentioned your budget of $1,000 - $2,000.');
    expect(draft.body).toContain('we can hold Aurora for you for 7 days');
    expect(draft.body).toContain('You mentioned timing.');
    expect(draft.body).toContain('welcome you back with your mom and Aunt June');
    // The timing answer gives the dates; the hold does not repeat them.
    expect(draft.body.match(/ordering by Saturday, December 26/g)).toHaveLength(1);
  });

  it('names what she tried when she loved nothing, and her vibes when the checklist is empty', () => {
    const tried = writeLocalFollowUp(withReasons(['not_the_one'], { loved: [] }));
    expect(tried.body).toContain('You tried Wren by Essense of Australia (style D3021), a mermaid in crepe');
    const empty = writeLocalFollowUp(withReasons(['other'], { loved: [], tried: [], notForHer: [] }));
    expect(empty.body).toContain('the garden party and classic wedding you are planning');
    expect(empty.textMessage).toContain('Thank you for visiting us on Saturday.');
  });

  it('names a dress no longer stocked by its label', () => {
    const gone = { dress: null, label: 'Lyra (Allure, style 9801)', reason: '' };
    const draft = writeLocalFollowUp(withReasons(['keep_shopping'], { loved: [gone] }));
    expect(draft.body).toContain('It was a joy to see you in Lyra (Allure, style 9801).');
  });

  it('signs with the boutique name and phone when it set no signature, and without a consultant', () => {
    const facts = withReasons(['timing'], { consultantName: '' });
    facts.boutique = { ...facts.boutique, signature: '' };
    const draft = writeLocalFollowUp(facts);
    expect(draft.body).toMatch(/With warm wishes,\nBelle Bridal\n\(555\) 010-2000$/);
    expect(draft.textMessage).toMatch(/^Hi Emma, it's Belle Bridal\./);
  });

  it("signs with the consultant's own signature when she set one, not one name for the whole team", () => {
    const draft = writeLocalFollowUp(withReasons(['timing'], { consultantSignature: 'Ana x\nSenior stylist' }));
    expect(draft.body).toMatch(/With warm wishes,\nAna x\nSenior stylist\nBelle Bridal · 12 Main St/);
    expect(draft.body).not.toContain('Ana Ruiz');
  });

  it('writes a different text for two brides with different appointments', () => {
    for (const reasons of [['budget'], ['keep_shopping'], ['other'], []] as NoSaleReason[][]) {
      const emma = writeLocalFollowUp(withReasons(reasons));
      const sofiaBase = sofiaFacts();
      const sofia = writeLocalFollowUp({ ...sofiaBase, appointment: { ...sofiaBase.appointment, reasons } });
      expect(sofia.subject).not.toBe(emma.subject);
      expect(sofia.body).not.toBe(emma.body);
      expect(sofia.textMessage).not.toBe(emma.textMessage);
      expect(sofia.body).toContain('Juno by Pronovias (style PR4410), a ball gown in tulle');
      expect(sofia.body).toContain('Sunday, November 22');
    }
    // Even the same bride: another appointment, another dress, another text.
    const again = writeLocalFollowUp(
      withReasons(['keep_shopping'], {
        loved: [asEntry(testGowns.wren)],
        appointment: { ...emmaFacts().appointment, startsAt: new Date('2026-11-14T15:00:00Z') },
      }),
    );
    expect(again.body).not.toBe(writeLocalFollowUp(withReasons(['keep_shopping'])).body);
  });

  it('writes a shorter second check-in that does not repeat the first subject or opening', () => {
    const first = writeLocalFollowUp(withReasons(['keep_shopping']));
    const second = writeLocalFollowUp(
      withReasons(['keep_shopping'], {
        step: 2,
        earlier: [{ step: 1, subject: first.subject, sentAt: new Date('2026-11-23T15:00:00Z') }],
      }),
    );
    expect(second.subject).toBe('Still thinking about Aurora, Emma?');
    expect(second.subject).not.toBe(first.subject);
    expect(second.body.split('\n\n')[0]).toBe('Hi Emma,');
    expect(second.body.split('\n\n')[1]).not.toBe(first.body.split('\n\n')[1]);
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(second.body).toContain(
      'Is Aurora, an A-line in lace with a sweetheart neckline by Maggie Sottero, still on your mind?',
    );
    expect(second.body).toContain('ordering by Saturday, December 26 leaves room for alterations');
    expect(second.body).toContain('Talk soon,\nAna Ruiz');
    expect(second.textMessage).toMatch(/^Hi Emma, it's Ana from Belle Bridal\. Still thinking about Aurora\?/);
    expect(second.textMessage).not.toBe(first.textMessage);
    expectWithinLimits(second);

    // A subject already sent is never sent again.
    const repeated = writeLocalFollowUp(
      withReasons(['keep_shopping'], {
        step: 2,
        earlier: [{ step: 1, subject: 'Still thinking about Aurora, Emma?', sentAt: new Date() }],
      }),
    );
    expect(repeated.subject).toBe('Still thinking about Aurora, Emma (Belle Bridal)');
  });

  it('keeps every part within its limit whatever the data', () => {
    const long = 'x'.repeat(400);
    const facts = withReasons(
      ['budget', 'decision_maker_absent', 'keep_shopping', 'timing', 'fit_or_size', 'not_the_one', 'other'],
      {},
      long,
    );
    facts.bride = {
      ...facts.bride,
      firstName: 'Maximiliana'.repeat(12),
      shoppingParty: Array.from({ length: 12 }, (_, index) => `Friend ${index} ${long.slice(0, 40)}`),
    };
    facts.boutique = { ...facts.boutique, name: 'B'.repeat(200), signature: 's'.repeat(500) };
    facts.loved = Array.from({ length: 10 }, () => asEntry(testGowns.aurora, long));
    for (const step of [1, 2]) expectWithinLimits(writeLocalFollowUp({ ...facts, step }));
    expect(clip('One. Two three four.', 12)).toBe('One. Two…');
    expect(clip('First sentence here. Second one.', 25)).toBe('First sentence here.');
  });

  it('reads today in the boutique time zone across a DST change', () => {
    // 04:30 UTC on 2026-03-08 is still Saturday 7 March in New York (EST), and Sunday 8 March in UTC;
    // New York's clocks go forward at 02:00 that night.
    const facts = withReasons(['keep_shopping'], {
      now: new Date('2026-03-08T04:30:00Z'),
      appointment: { ...emmaFacts().appointment, startsAt: new Date('2026-03-08T03:30:00Z') },
    });
    facts.bride = { ...facts.bride, weddingDate: '2026-10-10' };
    const timing = readWeddingTiming(facts);
    expect(timing.today).toBe('2026-03-07');
    // 2026-10-10 less 24 weeks is 2026-04-25, whatever the clocks did in between.
    expect(timing.orderBy).toBe('2026-04-25');
    expect(timing.holdUntil).toBe('2026-03-14');
    const draft = writeLocalFollowUp(facts);
    expect(draft.body).toContain('Thank you for visiting Belle Bridal on Saturday, March 7.');
    expect(draft.body).toContain('(until Saturday, March 14)');
    expect(draft.body).toContain('Your wedding is 31 weeks away');
    expect(draft.body).toContain('ordering by Saturday, April 25 leaves time for alterations');
    // Sydney is already on Sunday: the same instant reads as another day there.
    const sydney = { ...facts, boutique: { ...facts.boutique, timeZone: 'Australia/Sydney' } };
    expect(readWeddingTiming(sydney).today).toBe('2026-03-08');
  });

  it('is the writer named local', async () => {
    const writer = createLocalFollowUpWriter();
    expect(writer.name).toBe('local');
    const facts = emmaFacts();
    await expect(writer.write(facts)).resolves.toEqual({ draft: writeLocalFollowUp(facts) });
  });
});
