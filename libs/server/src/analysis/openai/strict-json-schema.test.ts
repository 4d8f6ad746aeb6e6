import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { inventoryResultSchema, venueResultSchema } from '../../plans/analysis-schemas';
import { type JsonSchema, toStrictJsonSchema } from './strict-json-schema';

/** Every object node of a schema, wherever it sits. */
function objectNodes(node: unknown): JsonSchema[] {
  if (Array.isArray(node)) return node.flatMap(objectNodes);
  if (typeof node !== 'object' || node === null) return [];
  const schema = node as JsonSchema;
  const own = schema.type === 'object' ? [schema] : [];
  return [...own, ...Object.values(schema).flatMap(objectNodes)];
}

describe('the strict JSON schema adapter', () => {
  const note = z.object({
    title: z.string().min(1).max(40),
    tags: z.array(z.string()).optional(),
    author: z.object({ name: z.string(), email: z.email().optional() }).optional(),
    rating: z.number().nullable().optional(),
  });

  it('makes optional properties required and nullable, and closes every object', () => {
    const { schema } = toStrictJsonSchema(note);
    expect(schema.required).toEqual(['title', 'tags', 'author', 'rating']);
    const properties = schema.properties as Record<string, JsonSchema>;
    expect(properties.tags).toEqual({ anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'null' }] });
    // Already nullable: only made required, not wrapped twice.
    expect(properties.rating).toEqual({ type: ['number', 'null'] });
    const author = (properties.author!.anyOf as JsonSchema[])[0]!;
    expect(author.required).toEqual(['name', 'email']);
    expect((author.properties as Record<string, JsonSchema>).email).toEqual({
      anyOf: [{ type: 'string', format: 'email' }, { type: 'null' }],
    });
    const objects = objectNodes(schema);
    expect(objects).toHaveLength(2);
    for (const object of objects) expect(object.additionalProperties).toBe(false);
  });

  it('leaves out keywords strict mode refuses (zod still checks them on the answer)', () => {
    const { schema } = toStrictJsonSchema(venueResultSchema);
    const text = JSON.stringify(schema);
    expect(text).not.toMatch(/minLength|maxLength|"pattern"|"uri"|\$schema/);
    expect(text).toContain('"maxItems":10');
    for (const object of objectNodes(schema)) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as object));
    }
    const pick = objectNodes(toStrictJsonSchema(inventoryResultSchema).schema)[1]!;
    expect((pick.properties as Record<string, JsonSchema>).dressId).toEqual({ type: 'string', format: 'uuid' });
  });

  it('maps the nulls strict mode forced back to absent, and keeps the nulls the schema allows', () => {
    const { fromStrict } = toStrictJsonSchema(note);
    const answer = { title: 'Hi', tags: null, author: { name: 'Ann', email: null }, rating: null };
    const restored = fromStrict(answer);
    expect(restored).toEqual({ title: 'Hi', author: { name: 'Ann' }, rating: null });
    expect(note.parse(restored)).toEqual(restored);
    expect(fromStrict({ title: 'Hi', tags: null, author: null, rating: 4 })).toEqual({ title: 'Hi', rating: 4 });

    const venue = toStrictJsonSchema(venueResultSchema).fromStrict({ summary: 's', website: null, citations: null });
    expect(venue).toEqual({ summary: 's', website: null });
  });
});
