import { Button, Link, List, Text } from '@chakra-ui/react';
import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatZonedDateAndTime } from '../../../lib/format-zoned-time';
import { SectionCard } from '../../../components/layout/section-card';
import { useNotificationActions } from '../hooks/use-notification-actions';

interface NotificationsCardProps {
  notifications: readonly DashboardNotification[];
  /** The boutique's IANA time zone: each notification's time is its clock, not the device's. */
  timeZone: string;
  profilePathFor: (brideId: string) => string;
}

/** A plain click: one that opens a new tab or window is left to the browser (and marks nothing). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Unread notifications (a bride's plan became ready, ...), newest first; nothing when all are read.
 * Opening one marks it read; 'Mark all read' clears the card.
 */
export function NotificationsCard({ notifications, timeZone, profilePathFor }: NotificationsCardProps) {
  const { open, markAllRead, markingAll } = useNotificationActions(notifications);
  if (notifications.length === 0) return null;
  return (
    <SectionCard
      title="New since you last looked"
      action={
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={markingAll}
          onClick={() => void markAllRead()}
        >
          Mark all read
        </Button>
      }
    >
      <List.Root gap="2" ps="5" aria-live="polite">
        {notifications.map((notification) => {
          const when = formatZonedDateAndTime(notification.createdAt, timeZone);
          const profilePath = notification.brideId ? profilePathFor(notification.brideId) : null;
          return (
            <List.Item key={notification.id}>
              {profilePath ? (
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink
                    to={profilePath}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      void open(notification, profilePath);
                    }}
                  >
                    {notification.message}
                  </RouterLink>
                </Link>
              ) : (
                <Text as="span">{notification.message}</Text>
              )}
              {when && (
                <Text as="span" color="fg.muted" fontSize="sm">
                  {' '}
                  · {when}
                </Text>
              )}
            </List.Item>
          );
        })}
      </List.Root>
    </SectionCard>
  );
}
