/**
 * Carts (the excursion cart, the photo basket) are queries marked with `cartCount`. A write that
 * changes one refetches every cart read and announces the new count as `lido:cart`, which the
 * channel carries to other tabs and the widget hosts re-dispatch as the public `lido-cart-change`.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import type { LidoChannel } from '../channel/channel';
import type { LidoQueryMeta } from './define';

export const isCart = (query: Query) => typeof (query.meta as LidoQueryMeta | undefined)?.cartCount === 'function';

/** Clients announcing their own cart change right now (their listener need not refetch again). */
const announcing = new WeakSet<QueryClient>();

/** After a write that changed a cart: the cart reads refetch, then `lido:cart` tells the page (and other tabs) the new count. */
export async function announceCartChange(queryClient: QueryClient, channel: LidoChannel): Promise<void> {
  await queryClient.invalidateQueries({ predicate: isCart });
  const count = queryClient
    .getQueryCache()
    .findAll({ predicate: isCart })
    .reduce((sum, query) => sum + ((query.meta as LidoQueryMeta).cartCount!(query.state.data) || 0), 0);
  announcing.add(queryClient);
  try {
    channel.emit('lido:cart', { count });
  } finally {
    announcing.delete(queryClient);
  }
}

/** True while this client announces its own change (its own listener need not refetch again). */
export const isAnnouncing = (queryClient: QueryClient) => announcing.has(queryClient);
