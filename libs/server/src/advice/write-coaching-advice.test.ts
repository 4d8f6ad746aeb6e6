import { describe, expect, it } from '@jest/globals';
import { emma, maya, sofia } from '@bridal/testing/fixtures/analysis-fixtures';
import { adviceContextFor } from '@bridal/testing/fixtures/advice-fixtures';
import { writeCoaching } from './local-advisor';
import { readCoachingGoals } from './read-coaching-goals';

const coach = (bride: typeof emma, coachingGoals: string) =>
  writeCoaching(adviceContextFor(bride), { consultantName: 'Jo', coachingGoals });
const headings = (advice: string) => [...advice.matchAll(/^### (.+)$/gm)].map((match) => match[1]);

describe('reading coaching goals', () => {
  it('finds the goals in the order the admin wrote them, with her figures', () => {
    expect(
      readCoachingGoals(
        'Close 40% of brides on the day. Upsell veils! Keep appointments to 90 minutes; avg ticket $2.5k',
      ),
    ).toEqual({
      text: 'Close 40% of brides on the day. Upsell veils! Keep appointments to 90 minutes; avg ticket $2.5k',
      goals: ['close', 'average-sale', 'accessories', 'time'],
      targets: ['40%', '90 minutes', '$2.5k'],
      amount: 2500,
    });
    expect(readCoachingGoals('').goals).toEqual([]);
  });
});

describe('coaching advice', () => {
  it('follows the goals text: one section per goal, crossed with the bride', () => {
    const advice = coach(emma, 'Attach a veil or accessories to every sale');
    expect(headings(advice)).toEqual(['This appointment', 'Accessories and veils', 'Keep in mind']);
    expect(advice).toMatch(/For a December church ceremony: a cathedral or chapel-length veil/);
    expect(advice).toMatch(/Aurora \(\$1,850\) leaves \$150 of her \$1,000 - \$2,000 budget: enough for a veil\./);
    expect(advice).toMatch(/Let her mom place the veil/);

    const closing = coach(emma, 'Improve my closing rate on the day');
    expect(headings(closing)).toEqual(['This appointment', 'Closing on the day', 'Keep in mind']);
    expect(closing).toMatch(/comparing seriously: recap her top two .* offer a hold or a deposit today/);
    expect(closing).toMatch(/She feels nervous and overwhelmed: ask once, then stay quiet/);
  });

  it('gives two brides different coaching for the same goals', () => {
    const goals = 'Close on the day, upsell accessories, raise my average sale to $2,500';
    const forMaya = coach(maya, goals);
    const forSofia = coach(sofia, goals);
    expect(forMaya).not.toEqual(forSofia);
    expect(forMaya).toMatch(/She came to browse: a close today would be pressure/);
    expect(forMaya).toMatch(/a fingertip veil or a hair piece the sea breeze will not catch/);
    expect(forMaya).toMatch(/Your \$2,500 target is below|Her \$3,000 - \$5,000 budget is above your \$2,500 target/);
    expect(forSofia).toMatch(/Sofia came ready to say yes: the close is hers to lose/);
    expect(forSofia).toMatch(/The wedding is 45 days away: waiting costs her options/);
    expect(forSofia).toMatch(/in-stock accessories she can take home today/);
  });

  it('plans the hour and the fittings from her date, party and feelings', () => {
    const advice = coach(emma, 'Time management and alterations bookings');
    expect(advice).toMatch(
      /### Alterations\n- Book the first fitting around Saturday, October 3, 2026 and the final one around Saturday, November 28, 2026\./,
    );
    expect(advice).toMatch(
      /### Time management\n- Plan the hour: 10 minutes for welcome and her vision, about 5 dresses/,
    );
    const sofiaTime = coach(sofia, 'Time management');
    expect(sofiaTime).toMatch(/15 minutes for welcome and her vision, about 5 dresses/);
    expect(sofiaTime).toMatch(/3 guests: agree early whose opinion counts/);
  });

  it('says how to set goals when there are none, and still plans the appointment', () => {
    const advice = coach(maya, '   ');
    expect(advice).toMatch(/No coaching goals are set for you yet\. Ask your admin to add them/);
    expect(headings(advice)).toEqual(['This appointment', 'Closing on the day', 'Time management', 'Keep in mind']);
    const unknown = coach(maya, 'Be more like Grace');
    expect(unknown).toMatch(/> Your goals: "Be more like Grace"/);
    expect(unknown).toMatch(/do not name an area this advice recognises/);
    expect(headings(unknown)).toContain('Client experience');
  });
});
