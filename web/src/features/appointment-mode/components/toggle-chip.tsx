import { Button, type ButtonProps } from '@chakra-ui/react';

interface ToggleChipProps extends Omit<ButtonProps, 'onClick'> {
  pressed: boolean;
  onToggle: () => void;
}

/** A large on/off button (aria-pressed), easy to hit with a thumb. */
export function ToggleChip({ pressed, onToggle, children, colorPalette = 'brand', ...props }: ToggleChipProps) {
  return (
    <Button
      type="button"
      size="md"
      minH="11"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette={colorPalette}
      // The default solid greens and reds are too light for white text (WCAG AA), as the toasts say.
      bg={pressed && colorPalette !== 'brand' ? `${String(colorPalette)}.700` : undefined}
      aria-pressed={pressed}
      onClick={onToggle}
      {...props}
    >
      {children}
    </Button>
  );
}
