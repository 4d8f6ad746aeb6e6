import { Button, type ButtonProps } from '@chakra-ui/react';

const tones = {
  brand: { color: 'brand.fg', borderColor: 'brand.300', _hover: { bg: 'brand.50' } },
  plain: { color: 'gray.900', borderColor: 'transparent', _hover: { bg: 'gray.100' } },
} as const;

/**
 * A round white button raised over what is under it (the survey's way in for consultants, a
 * photo's remove button): its shadow sets it apart from any page or picture, and it is at least
 * 44 px tall for a thumb.
 */
export function FloatingButton({ tone = 'plain', ...props }: ButtonProps & { tone?: keyof typeof tones }) {
  return (
    <Button size="md" minH="11" variant="outline" bg="white" rounded="full" shadow="md" {...tones[tone]} {...props} />
  );
}
