import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface LinkButtonProps extends Omit<ButtonProps, 'asChild' | 'children'> {
  to: string;
  children: ReactNode;
}

/** A router link that looks like a brand button. */
export function LinkButton({ to, children, variant = 'solid', ...rest }: LinkButtonProps) {
  return (
    <Button
      asChild
      colorPalette="brand"
      size="lg"
      variant={variant}
      borderColor={variant === 'outline' ? 'brand.600' : undefined}
      {...rest}
    >
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
