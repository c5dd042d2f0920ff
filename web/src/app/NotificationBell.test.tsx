import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  MarkNotificationReadMutation, MarkNotificationsReadMutation, NotificationsQuery,
} from '../modules/notifications/operations';
import { renderRoutes, signIn } from '../test/utils';
import { NotificationBell } from './NotificationBell';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const item = (id: string, title: string, read: boolean, link: string | null = `/admin/full-user-details?id=${id}`) => ({
  __typename: 'Notification' as const, id, kind: 'invitation_accepted', title, body: `${title} body`, link, createdAt: minutesAgo(Number(id) * 5), read,
});

/** The server's state: the feed answers it however often it is asked, the mutations change it. */
function server(items: ReturnType<typeof item>[]) {
  const state = { items, asked: 0, markedOne: [] as string[], markedAll: 0 };
  const feed = () => ({
    data: {
      notifications: {
        __typename: 'NotificationFeed' as const, unreadCount: state.items.filter((i) => !i.read).length, items: state.items,
      },
    },
  });
  const mocks = [
    {
      request: { query: NotificationsQuery, variables: { limit: 20 } },
      result: () => {
        state.asked += 1;
        return feed();
      },
      maxUsageCount: Infinity,
    },
    {
      request: { query: MarkNotificationReadMutation, variables: () => true },
      result: (variables: { id: string }) => {
        state.markedOne.push(variables.id);
        state.items = state.items.map((i) => (i.id === variables.id ? { ...i, read: true } : i));
        return { data: { markNotificationRead: { __typename: 'Notification' as const, id: variables.id, read: true } } };
      },
      maxUsageCount: Infinity,
    },
    {
      request: { query: MarkNotificationsReadMutation },
      result: () => {
        const marked = state.items.filter((i) => !i.read).length;
        state.markedAll += 1;
        state.items = state.items.map((i) => ({ ...i, read: true }));
        return { data: { markNotificationsRead: marked } };
      },
      maxUsageCount: Infinity,
    },
  ];
  return { state, mocks };
}

function renderBell(mocks: ReturnType<typeof server>['mocks']) {
  return renderRoutes([
    { path: '/admin/projects', element: <NotificationBell /> },
    { path: '/admin/full-user-details', element: <p>User details page</p> },
  ], '/admin/projects', mocks);
}

describe('NotificationBell', () => {
  it('shows the unread count; the panel lists items with their time; opening one marks it read and follows its link', async () => {
    signIn({ roleId: 2 });
    const { state, mocks } = server([item('1', 'Dana Brick accepted the invitation', false), item('2', 'Old news', true)]);
    const { router } = renderBell(mocks);
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(document.querySelector('.ant-badge-count')).toHaveTextContent('1');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    const askedBefore = state.asked;

    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    // Opening asks the server again, so the panel is never a minute old.
    await waitFor(() => expect(state.asked).toBeGreaterThan(askedBefore));
    expect(within(panel).getByText('Dana Brick accepted the invitation body')).toBeInTheDocument();
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByText('10 minutes ago')).toBeInTheDocument();
    const link = within(panel).getByRole('link', { name: /Dana Brick accepted the invitation/ });
    expect(link).toHaveAttribute('href', '/admin/full-user-details?id=1');

    fireEvent.click(link);
    expect(await screen.findByText('User details page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=1');
    await waitFor(() => expect(state.markedOne).toEqual(['1']));
  });

  it('"Mark all as read" clears the count; an already read item is not marked again', async () => {
    signIn({ roleId: 2 });
    const { state, mocks } = server([item('1', 'First', false), item('2', 'Second', false), item('3', 'Seen', true)]);
    renderBell(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    fireEvent.click(markAll);
    // No count left: the badge goes and the name says no more than "Notifications".
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
    expect(state.markedAll).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());

    fireEvent.click(screen.getByRole('link', { name: /Seen/ }));
    expect(await screen.findByText('User details page')).toBeInTheDocument();
    expect(state.markedOne).toEqual([]);
  });

  it('an empty feed says so, with no count', async () => {
    signIn({ roleId: 1 });
    const { mocks } = server([]);
    renderBell(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
