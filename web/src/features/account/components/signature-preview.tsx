import { Box, Text } from '@chakra-ui/react';
import {
  type ConsultantSignature,
  followUpClosings,
  signOffLines,
} from '@bridal/shared/follow-ups/consultant-signature';
import { useField } from 'formik';

/** How her follow-up e-mails end, as she types: the closing, her sign-off (or her name), the boutique's lines. */
export function SignaturePreview({ account }: { account: ConsultantSignature }) {
  const [field] = useField<string>('signature');
  const lines = signOffLines({
    consultantSignature: field.value ?? '',
    consultantName: account.name,
    boutique: account.boutique,
  });
  return (
    <Box as="figure" borderWidth="1px" borderColor="border.muted" borderRadius="md" bg="bg.subtle" p="4">
      <Text as="figcaption" fontSize="sm" fontWeight="medium" color="fg.muted" mb="2">
        Your follow-up e-mails end like this
      </Text>
      <Text whiteSpace="pre-line" wordBreak="break-word" data-testid="signature-preview">
        {[followUpClosings.first, ...lines].join('\n')}
      </Text>
    </Box>
  );
}
