import { Box, Container, Heading, Text, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

interface MarketingSectionProps extends Omit<BoxProps, 'title'> {
  title: string;
  intro?: ReactNode;
  contentMaxW?: BoxProps['maxW'];
  children: ReactNode;
}

/** A full-width band with an h2 that names it for assistive technology. */
export function MarketingSection({ title, intro, contentMaxW = '6xl', children, ...rest }: MarketingSectionProps) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '12', md: '16' }} {...rest}>
      <Container maxW={contentMaxW}>
        <Heading
          as="h2"
          id={headingId}
          size={{ base: '2xl', md: '3xl' }}
          color="gray.900"
          mb={intro ? '3' : { base: '5', md: '6' }}
        >
          {title}
        </Heading>
        {intro && (
          <Text
            color="gray.700"
            fontSize={{ base: 'md', md: 'lg' }}
            maxW="3xl"
            mx={rest.textAlign === 'center' ? 'auto' : undefined}
            mb="8"
          >
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
