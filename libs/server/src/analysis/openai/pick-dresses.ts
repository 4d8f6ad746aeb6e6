import type { DressPick } from '../../plans/analysis-schemas';
import { type Dress, dressLabel } from '../../dresses/dress';
import { askForJson, type AskForJsonOptions } from './ask-for-json';
import { inventedDressesMessage } from './prompts/correction-messages';
import { ProviderAnswerError } from './provider-errors';
import type { JsonSchema } from './strict-json-schema';

/**
 * The schema with dressId limited to the ids we offered: a server that enforces strict schemas
 * then cannot invent a dress at all. Others still can, hence the checks after the answer.
 */
export function offerOnly(schema: JsonSchema, dressIds: readonly string[]): JsonSchema {
  const narrowed = structuredClone(schema);
  const picks = (narrowed.properties as Record<string, JsonSchema> | undefined)?.picks;
  const pick = picks?.items as JsonSchema | undefined;
  const properties = pick?.properties as Record<string, JsonSchema> | undefined;
  if (!picks || !properties?.dressId) return narrowed;
  if (dressIds.length === 0) picks.maxItems = 0;
  else properties.dressId = { type: 'string', enum: [...dressIds] };
  return narrowed;
}

export interface PickedDresses<T> {
  value: T;
  /** Ids the model made up and we dropped. */
  dropped: string[];
}

/**
 * Asks for picks from `candidates` and never lets an invented dress through: one retry naming
 * the bad ids, then the invented picks are dropped; label and price always come from our records.
 */
export async function pickDresses<T extends { picks: DressPick[] }>(
  options: Omit<AskForJsonOptions<T>, 'requestSchema'> & { candidates: readonly Dress[] },
): Promise<PickedDresses<T>> {
  const byId = new Map(options.candidates.map((dress) => [dress.id, dress]));
  const inventedIn = (value: T) => [...new Set(value.picks.map((pick) => pick.dressId).filter((id) => !byId.has(id)))];
  const ask = { ...options, requestSchema: offerOnly(options.format.schema, [...byId.keys()]) };

  const first = await askForJson(ask);
  let answer = first.value;
  const invented = inventedIn(answer);
  if (invented.length > 0) {
    try {
      const messages = [...first.conversation, { role: 'user' as const, content: inventedDressesMessage(invented) }];
      answer = (await askForJson({ ...ask, messages, corrections: 0 })).value;
    } catch (error) {
      // A follow-up that breaks the schema is no worse than the first answer, whose real picks still stand.
      if (!(error instanceof ProviderAnswerError)) throw error;
    }
  }

  const dropped = inventedIn(answer);
  const seen = new Set<string>();
  const picks = answer.picks.flatMap((pick) => {
    const dress = byId.get(pick.dressId);
    if (!dress || seen.has(dress.id)) return [];
    seen.add(dress.id);
    return [{ ...pick, label: dressLabel(dress), price: dress.price }];
  });
  if (picks.length === 0 && dropped.length > 0) {
    throw new ProviderAnswerError(`every dress the model picked is not in the inventory: ${dropped.join(', ')}`, {
      usage: options.meter.total(),
    });
  }
  return { value: { ...answer, picks }, dropped };
}
