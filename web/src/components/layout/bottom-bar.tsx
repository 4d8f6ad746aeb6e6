import { Box, type BoxProps } from '@chakra-ui/react';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * The page keeps the bar's height free at the bottom of the screen while the bar is there: a field
 * the browser scrolls to (the focus moving to it, or scrollIntoView) stops above the bar, not
 * behind it.
 */
function useScrollPaddingFor(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const page = document.documentElement;
    const reserve = () => {
      page.style.scrollPaddingBottom = `${element.getBoundingClientRect().height}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : undefined;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      page.style.scrollPaddingBottom = '';
    };
  }, [bar]);
}

/**
 * A bar held at the bottom of the screen, above the phone's home indicator, for the actions a
 * thumb must always reach (the survey's Back and Next). What scrolls into view stops above it.
 */
export function BottomBar(props: BoxProps) {
  const bar = useRef<HTMLDivElement>(null);
  useScrollPaddingFor(bar);
  return (
    <Box
      ref={bar}
      position="sticky"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="brand.100"
      shadow={{ base: '0 -4px 12px rgba(0, 0, 0, 0.06)', md: 'none' }}
      pb="env(safe-area-inset-bottom, 0px)"
      {...props}
    />
  );
}
