import { Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { revealControl } from '../../utils/reveal-control';

interface RevealedOnChoiceProps {
  /**
   * She has just chosen what shows this field: it scrolls into view above the bottom bar and the
   * keyboard when it appears. False when the step opened with it already showing (back to the
   * step, or her draft), where the step's own heading takes the focus.
   */
  reveal: boolean;
  /** Puts her cursor in the field's control too, so what she types goes there (default true). */
  focus?: boolean;
  children: ReactNode;
}

/** A field that appears on a choice (an 'Other' box, a custom amount), brought to her as it appears. */
export function RevealedOnChoice({ reveal, focus = true, children }: RevealedOnChoiceProps) {
  const box = useRef<HTMLDivElement>(null);
  // On appearing only: the choice that shows it mounts it.
  const shouldReveal = useRef({ reveal, focus });
  useEffect(() => {
    if (!shouldReveal.current.reveal) return undefined;
    const control = box.current?.querySelector<HTMLElement>('input, textarea, select');
    return control ? revealControl(control, { focus: shouldReveal.current.focus }) : undefined;
  }, []);
  return <Box ref={box}>{children}</Box>;
}
