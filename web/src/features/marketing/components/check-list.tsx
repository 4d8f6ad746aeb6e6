import { HStack, List, Text } from '@chakra-ui/react';
import { LineIcon } from '../../../components/ui/line-icon';

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List.Root listStyleType="none" gap="3">
      {items.map((item) => (
        <List.Item key={item}>
          <HStack align="flex-start" gap="3">
            <Text as="span" color="brand.600" mt="0.5" flexShrink="0">
              <LineIcon path="check" size={18} strokeWidth={2.5} />
            </Text>
            <Text as="span" color="gray.700">
              {item}
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
