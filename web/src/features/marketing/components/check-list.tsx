import { HStack, List, Text } from '@chakra-ui/react';

function CheckIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <List.Root listStyleType="none" gap="3">
      {items.map((item) => (
        <List.Item key={item}>
          <HStack align="flex-start" gap="3">
            <Text as="span" color="brand.600" mt="0.5" flexShrink="0">
              <CheckIcon />
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
