import { Link, List, Text } from '@chakra-ui/react';
import type { DashboardNotification } from '@bridal/shared/dashboard/dashboard';
import { Link as RouterLink } from 'react-router-dom';
import { formatInstantDayAndTime } from '../../../lib/format-date';
import { SectionCard } from '../../../components/layout/section-card';

interface NotificationsCardProps {
  notifications: readonly DashboardNotification[];
  profilePathFor: (brideId: string) => string;
}

/** Unread notifications (a bride's plan became ready, ...), newest first; nothing when all are read. */
export function NotificationsCard({ notifications, profilePathFor }: NotificationsCardProps) {
  if (notifications.length === 0) return null;
  return (
    <SectionCard title="New since you last looked">
      <List.Root gap="2" ps="5" aria-live="polite">
        {notifications.map((notification) => {
          const when = formatInstantDayAndTime(notification.createdAt);
          return (
            <List.Item key={notification.id}>
              {notification.brideId ? (
                <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
                  <RouterLink to={profilePathFor(notification.brideId)}>{notification.message}</RouterLink>
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
