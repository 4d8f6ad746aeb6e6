import { type Dress, dressAttributes, dressLabel } from '../../../dresses/dress';

/** One compact JSON line per dress: what a consultant would look at on the tag, nothing more. */
export function describeDresses(dresses: readonly Dress[], stretchId: string | null = null): string {
  return dresses
    .map((dress) => {
      const line: Record<string, unknown> = {
        id: dress.id,
        label: dressLabel(dress),
        ...dressAttributes(dress),
        styles: dress.styles,
        sizes: dress.sizes,
        sampleSizes: dress.sampleSizes ?? null,
        orderSizes: dress.orderRange ? `${dress.orderRange.min}-${dress.orderRange.max}` : null,
        topSeller: dress.isTopSeller,
        stretch: dress.id === stretchId ? true : null,
      };
      const present = Object.entries(line).filter(
        ([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
      );
      return JSON.stringify(Object.fromEntries(present));
    })
    .join('\n');
}
