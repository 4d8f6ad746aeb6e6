import { dressShortName, findDressByName } from '@bridal/shared/dresses/dress-label';
import type { FittingRoomDress } from './read-latest-verdicts';
import { type Dress, dressLabel, dressNamed } from '../dresses/dress';
import { attributeName, nameAttribute } from '@bridal/shared/wording/name-attribute';
import { type DressAttribute, readDressAttributes } from '../dresses/read-dress-attributes';
import type { Attribute } from '../dresses/style-vocabulary';
import { inferAttributes } from '../dresses/infer-attributes';

/** An attribute of a dress she gave a verdict on, with that dress's name (plain text: escaped where shown). */
export interface VerdictAttribute {
  attribute: Attribute;
  key: string;
  dressName: string;
}

/** What her fitting room says about dresses: what she loved, what she turned down, what she tried. */
export interface FittingRoomReading {
  loved: VerdictAttribute[];
  rejected: VerdictAttribute[];
  /** Inventory ids and lower-cased labels and names of every dress tried on or given a verdict. */
  tried: Set<string>;
}

// The attributes a consultant names in the room: the shape, the neckline, the fabric, the sleeves.
const namedKinds = new Set<Attribute['kind']>(['silhouette', 'neckline', 'fabric', 'sleeves']);

const blankDress = (name: string): Dress => {
  // A dress typed by name: its words read by the stock vocabulary (dresses/dress-vocabulary.ts).
  const inferred = inferAttributes(name);
  return dressNamed({
    id: '',
    name,
    silhouette: inferred.silhouette,
    neckline: inferred.neckline,
    fabric: inferred.fabric,
    sleeves: inferred.sleeves,
    train: inferred.train,
    styles: inferred.styles,
  });
};

const short = (name: string) => dressShortName(name) || name;

/** Finds the inventory dress a checklist row names (its id, its label or its name), or reads the typed name. */
function dressOf(row: FittingRoomDress, inventory: readonly Dress[]): Dress {
  return (
    inventory.find((dress) => dress.id === row.dressKey) ??
    findDressByName(inventory, row.dressName) ??
    blankDress(row.dressName)
  );
}

const stated = (attribute: DressAttribute) =>
  namedKinds.has(attribute.kind) && !attribute.inferred && attribute.strength >= 0.6;

/** Her latest fitting room read against the inventory; null when she has given no verdict yet. */
export function readFittingRoom(
  rows: readonly FittingRoomDress[],
  inventory: readonly Dress[],
): FittingRoomReading | null {
  if (!rows.some((row) => row.verdict !== null)) return null;
  const loved: VerdictAttribute[] = [];
  const rejected: VerdictAttribute[] = [];
  const tried = new Set<string>();
  for (const row of rows) {
    const dress = dressOf(row, inventory);
    if (row.triedOn || row.verdict) {
      for (const value of [dress.id, dressLabel(dress), dress.name, row.dressName]) {
        if (value) tried.add(value.toLowerCase());
      }
    }
    if (!row.verdict) continue;
    const target = row.verdict === 'loved' ? loved : rejected;
    const dressName = short(dress.name || row.dressName);
    for (const attribute of readDressAttributes(dress).filter(stated)) {
      target.push({ attribute, key: attribute.key, dressName });
    }
  }
  // An attribute of a dress she loved and of one she turned down says nothing clear.
  const lovedKeys = new Set(loved.map((entry) => entry.key));
  const rejectedKeys = new Set(rejected.map((entry) => entry.key));
  return {
    loved: loved.filter((entry) => !rejectedKeys.has(entry.key)),
    rejected: rejected.filter((entry) => !lovedKeys.has(entry.key)),
    tried,
  };
}

/** A dress she has already tried on (or judged) in the room. */
export const wasTried = (reading: FittingRoomReading | null, dress: Dress) =>
  reading !== null &&
  [dress.id, dressLabel(dress), dress.name].some((value) => value && reading.tried.has(value.toLowerCase()));

/** How an attribute reads before a dress's name: "A-line", "strapless", "satin", "long-sleeved". */
function word(attribute: Attribute): string {
  if (attribute.kind === 'sleeves') {
    return { sleeves: 'sleeved', 'long-sleeves': 'long-sleeved', sleeveless: 'sleeveless' }[attribute.value];
  }
  return attributeName(String(attribute.value));
}

/** "A-line", "high neckline", "lace", "long sleeves". */
const noun = (attribute: Attribute) =>
  attribute.kind === 'silhouette' ? word(attribute) : nameAttribute(attribute).replace(/^(a|an) /, '');

/** "the mermaid, satin, strapless Seraphina and the A-line Grace": each judged dress by what it is. */
export function describeJudged(entries: readonly VerdictAttribute[]): string[] {
  const byDress = new Map<string, string[]>();
  for (const entry of entries) {
    const words = byDress.get(entry.dressName) ?? [];
    if (words.length < 3) words.push(word(entry.attribute));
    byDress.set(entry.dressName, words);
  }
  return [...byDress].map(([dressName, words]) => `the ${words.join(', ')} ${dressName}`);
}

/**
 * Why a dress answers her fitting room, naming the attributes: "Like the A-line she loved (Fern)",
 * "Not strapless: she turned down the strapless Lila".
 */
export function fittingRoomReasons(dress: Dress, reading: FittingRoomReading | null): string[] {
  if (!reading) return [];
  const keys = new Set(readDressAttributes(dress).map((attribute) => attribute.key));
  const reasons: string[] = [];
  const seen = new Set<string>();
  for (const entry of reading.loved) {
    if (!keys.has(entry.key) || seen.has(entry.key) || reasons.length >= 2) continue;
    seen.add(entry.key);
    reasons.push(`Like the ${noun(entry.attribute)} she loved (${entry.dressName})`);
  }
  // One line per dress she turned down is enough: its most telling attribute the new one lacks.
  const answered = new Set<string>();
  for (const entry of reading.rejected) {
    if (keys.has(entry.key) || answered.has(entry.dressName)) continue;
    answered.add(entry.dressName);
    reasons.push(`Not ${word(entry.attribute)}: she turned down the ${word(entry.attribute)} ${entry.dressName}`);
  }
  return reasons.slice(0, 3);
}
