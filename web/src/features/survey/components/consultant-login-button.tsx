import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

/** The floating way in for consultants, bottom-right on the survey's landing view. */
export function ConsultantLoginButton() {
  return (
    <Button
      asChild
      position="fixed"
      right={{ base: 4, md: 6 }}
      bottom="calc(env(safe-area-inset-bottom, 0px) + 16px)"
      zIndex="docked"
      size="md"
      minH="11"
      variant="outline"
      bg="white"
      color="brand.fg"
      borderColor="brand.300"
      rounded="full"
      shadow="md"
      _hover={{ bg: 'brand.50' }}
    >
      <RouterLink to={paths.area('consultant')}>Consultant Login</RouterLink>
    </Button>
  );
}
