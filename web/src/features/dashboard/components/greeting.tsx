import { Text } from '@chakra-ui/react';
import { greetingFor } from '../utils/greeting';

export function Greeting({ name }: { name: string }) {
  return (
    <Text fontSize={{ base: 'xl', md: '2xl' }} fontFamily="heading" color="brand.fg" data-testid="greeting">
      {greetingFor(name)}!
    </Text>
  );
}
