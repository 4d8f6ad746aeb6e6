import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';

/** The way back from the password pages. */
export function BackToLoginLink() {
  return (
    <Link asChild alignSelf="center" color="brand.fg" fontWeight="semibold">
      <RouterLink to={paths.login}>Back to Login</RouterLink>
    </Link>
  );
}
