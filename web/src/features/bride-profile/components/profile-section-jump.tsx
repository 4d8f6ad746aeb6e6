import { Box, Button, HStack } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { profileSections } from '../utils/profile-sections';
import { cardStyle } from './profile-section';

/** Room left above a section's heading once it is under the bar. */
const headroomPx = 8;

/** Scrolls the section just below the bar, at once, and takes the keyboard focus there too. */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const barHeight = event.currentTarget.closest('nav')?.getBoundingClientRect().height ?? 0;
  const top = target.getBoundingClientRect().top + window.scrollY - barHeight - headroomPx;
  // Instant, not smooth: mid-appointment the consultant wants the part now, not an animation.
  window.scrollTo({ top, behavior: 'instant' });
  // So the next Tab and a screen reader carry on from the section, not from the bar.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The profile is several phone screens long: a bar that stays at the top of the screen keeps each
 * part one tap away. Wide screens show the parts side by side and go without it.
 */
export function ProfileSectionJump() {
  return (
    <Box
      as="nav"
      aria-label="Jump to section"
      position="sticky"
      top="0"
      zIndex="sticky"
      display={{ base: 'block', lg: 'none' }}
      {...cardStyle}
      shadow="sm"
      px="2"
      py="1.5"
      overflowX="auto"
      _print={{ display: 'none' }}
    >
      <HStack as="ul" listStyleType="none" gap="1" justify="space-between">
        {Object.values(profileSections).map(({ id, label }) => (
          <li key={id}>
            <Button asChild variant="ghost" colorPalette="brand" size="sm" px="2" minH="11">
              <a href={`#${id}`} onClick={(event) => jumpTo(event, id)}>
                {label}
              </a>
            </Button>
          </li>
        ))}
      </HStack>
    </Box>
  );
}
