import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@bridal/shared/web/page-paths';
import { FloatingButton } from '../../../components/ui/floating-button';

/** The floating way in for consultants, bottom-right on the survey's landing view. */
export function ConsultantLoginButton() {
  return (
    <FloatingButton
      asChild
      tone="brand"
      position="fixed"
      right={{ base: 4, md: 6 }}
      bottom="calc(env(safe-area-inset-bottom, 0px) + 16px)"
      zIndex="docked"
    >
      <RouterLink to={paths.area('consultant')}>Consultant Login</RouterLink>
    </FloatingButton>
  );
}
