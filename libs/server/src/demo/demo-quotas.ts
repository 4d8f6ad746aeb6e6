import type { NoSaleReason } from '@bridal/shared/appointments/appointment';
import type { DemoPattern } from './demo-team';
import { type Random, randomOf, type VisitFate } from './demo-visits';

/**
 * Picks keys in the exact proportions of their weights, spread evenly (smooth weighted
 * round-robin, as nginx balances servers), from a seeded start. A consultant's history then shows
 * her pattern as it is written, not as a lucky or unlucky draw of a few dozen visits makes it.
 */
export class Quota<K> {
  private readonly current: number[];
  private readonly total: number;

  constructor(
    private readonly weights: readonly (readonly [K, number])[],
    start: Random,
  ) {
    this.total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    this.current = weights.map(([, weight]) => start() * weight);
  }

  next(): K {
    let best = 0;
    for (const [index, [, weight]] of this.weights.entries()) {
      this.current[index]! += weight;
      if (this.current[index]! > this.current[best]!) best = index;
    }
    this.current[best]! -= this.total;
    return this.weights[best]![0];
  }
}

/** How often a visit is a no-show, whoever's it is. */
const noShowShare = 0.07;
/** How often a bride gives a second reason for not buying. */
const secondReasonShare = 0.2;

interface MemberQuotas {
  fate: Quota<VisitFate>;
  reason: Quota<NoSaleReason>;
  second: Quota<boolean>;
  yes: Map<string, Quota<boolean>>;
}

/** Each consultant's quotas for one stretch of history, made on first use. */
export class TeamQuotas {
  private readonly members = new Map<number, MemberQuotas>();

  constructor(private readonly seed: string) {}

  private of(index: number, pattern: DemoPattern): MemberQuotas {
    let quotas = this.members.get(index);
    if (!quotas) {
      const random = randomOf(`${this.seed}:${index}`);
      const completed = 1 - noShowShare;
      const { said_yes, not_yet, no_sale } = pattern.fates;
      const sum = said_yes + not_yet + no_sale;
      quotas = {
        fate: new Quota<VisitFate>(
          [
            ['no_show', noShowShare],
            ['said_yes', (completed * said_yes) / sum],
            ['not_yet', (completed * not_yet) / sum],
            ['no_sale', (completed * no_sale) / sum],
          ],
          random,
        ),
        reason: new Quota(Object.entries(pattern.reasons) as [NoSaleReason, number][], random),
        second: new Quota(
          [
            [true, secondReasonShare],
            [false, 1 - secondReasonShare],
          ],
          random,
        ),
        yes: new Map(),
      };
      this.members.set(index, quotas);
    }
    return quotas;
  }

  fate(index: number, pattern: DemoPattern): VisitFate {
    return this.of(index, pattern).fate.next();
  }

  /** One reason, now and then two (never the same twice). */
  reasons(index: number, pattern: DemoPattern): NoSaleReason[] {
    const quotas = this.of(index, pattern);
    const first = quotas.reason.next();
    if (!quotas.second.next()) return [first];
    const second = quotas.reason.next();
    return second === first ? [first] : [first, second];
  }

  /** Whether she did a behaviour this time, as often as her pattern says. */
  did(index: number, pattern: DemoPattern, key: string, share: number): boolean {
    const quotas = this.of(index, pattern);
    let quota = quotas.yes.get(key);
    if (!quota) {
      quota = new Quota(
        [
          [true, share],
          [false, 1 - share],
        ],
        randomOf(`${this.seed}:${index}:${key}`),
      );
      quotas.yes.set(key, quota);
    }
    return quota.next();
  }
}
