/**
 * Orders (001 §2 /photomatch/orders, /photomatch/orderDetail, /photomatch/orderconfirmation, §3,
 * §6, §8, §9): the guest's orders (id, date, status with underscores as spaces, totals); an
 * order's detail, which receives the order as route state (kept in the photomatch slice, so a
 * reload shows it again, refreshed from the order list) with its digital downloads through
 * photomatch/viewphoto/{name} (thumbnails with ?thumb) and a ZIP (photomatch/downloadzip/{name})
 * for more than 9 photos; not ready: the spec's sentence; on a kiosk: no downloads at all.
 * A click fetches the file through the hub client and saves it from an object URL under its own
 * name (`<a download>` alone is ignored across origins: the photo would open instead), with
 * progress while it comes and a translated error with a retry.
 */
import { useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { PhotoOrder } from '../../core/hub/photo';
import { readNavigationState } from '../../core/navigation/nav-state';
import { useHubQuery } from '../../core/query/hooks';
import { photoAddresses, photoDownloadWrite, photoOrdersQuery } from '../../core/query/photo';
import { useHubMutation } from '../../core/query/writes';
import { useCore, useDeviceRules, useRoute, useSlice, useT } from '../../core/react/index';
import { photomatchSlice } from '../../core/session/photomatch';
import { ErrorNotice, Notice } from '../../core/ui/Notice';
import { Fact } from '../../core/ui/Fact';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink, useRouteLink } from '../../core/ui/RouteLink';
import { BackToOverview, HashtagIntro, PHOTO_HASHTAGS } from './parts';
import { downloadFileName, offersZip, statusText } from './photo-logic';
import { decodeSegment } from '../../core/navigation/path';

const DETAIL_PATH = '/photomatch/orderDetail';

/** The last path segment of an address (a download's name), without its query. */
const nameOf = (url: string) => {
  const name = (url.split(/[?#]/)[0] ?? '').split('/').pop() ?? '';
  return decodeSegment(name) ?? name;
};

function useOrderTotal() {
  const price = usePrice();
  return (order: PhotoOrder) => order.totals?.grandTotalString || price(order.totals?.grandTotal ?? 0);
}

/** Link props that open an order's detail: the order goes as route state and into the slice (a reload keeps it). */
function useOpenOrder() {
  const routeLink = useRouteLink();
  const { stores } = useCore();
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  return (order: PhotoOrder) => {
    const link = routeLink(DETAIL_PATH, order);
    return {
      href: link.href,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        slice.setState({ order });
        link.onClick(event);
      },
    };
  };
}

export function Orders() {
  const t = useT('photo');
  const orders = useHubQuery(photoOrdersQuery, []);
  const open = useOpenOrder();
  return (
    <section className="photo-orders">
      <PageTitle>{t('orders.title')}</PageTitle>
      <BackToOverview />
      <HashtagIntro hashtag={PHOTO_HASHTAGS.orders} />
      <QueryView query={orders} isEmpty={(list) => list.length === 0} empty={t('orders.none')}>
        {(list) => (
          <ul className="orders">
            {list.map((order) => (
              <li key={order.orderId} className="order card" part="order">
                <h2 className="order-id">{t('orders.order', { id: order.orderId })}</h2>
                <OrderSummary order={order} />
                <a {...open(order)} className="button secondary">
                  {t('orders.details', { id: order.orderId })}
                </a>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </section>
  );
}

export function OrderDetail() {
  const t = useT('photo');
  const route = useRoute();
  const { stores } = useCore();
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  const kept = useSlice(slice, (state) => state.order);
  const fromRoute = (route?.state as PhotoOrder | undefined) ?? readNavigationState<PhotoOrder>(DETAIL_PATH);
  const given = fromRoute && typeof fromRoute === 'object' && 'orderId' in fromRoute ? fromRoute : kept;
  // The order list is asked again: a download that became ready shows without going back.
  const orders = useHubQuery(photoOrdersQuery, given ? [] : null);
  const order = orders.data?.find((item) => item.orderId === given?.orderId) ?? given;
  return (
    <section className="photo-order-detail">
      <PageTitle>{order ? t('orders.order', { id: order.orderId }) : t('orders.detailTitle')}</PageTitle>
      <p className="photo-back">
        <RouteLink to="/photomatch/orders">{t('orders.back')}</RouteLink>
      </p>
      {order ? (
        <OrderFacts order={order} />
      ) : (
        <Notice>
          <p>{t('orders.noOrder')}</p>
        </Notice>
      )}
    </section>
  );
}

/** An order's date, status, photo count and total: in the order list, on its page and its confirmation (no date yet). */
function OrderSummary({ order, withDate = true }: { order: PhotoOrder; withDate?: boolean }) {
  const t = useT('photo');
  const total = useOrderTotal();
  return (
    <dl className="facts">
      {withDate && <Fact label={t('orders.date')}>{order.date}</Fact>}
      <Fact label={t('orders.status')} valueClass="order-status">
        {statusText(order.status)}
      </Fact>
      <Fact label={t('orders.count')}>{order.totals?.grandCount ?? 0}</Fact>
      <Fact label={t('orders.total')}>{total(order)}</Fact>
    </dl>
  );
}

function OrderFacts({ order }: { order: PhotoOrder }) {
  return (
    <>
      <OrderSummary order={order} />
      <Downloads order={order} />
    </>
  );
}

function Downloads({ order }: { order: PhotoOrder }) {
  const t = useT('photo');
  const rules = useDeviceRules();
  const { hub } = useCore();
  const urls = useMemo(() => photoAddresses(hub), [hub]);
  const digital = order.digital;
  if (!digital) return null;
  const photos = digital.photos ?? [];
  let body;
  if (!rules.photoDownloadAllowed) body = <p className="download-notice">{t('orders.kiosk')}</p>;
  else if (digital.statusNotReady) body = <p className="download-notice">{t('orders.notReady')}</p>;
  else if (photos.length === 0) return null;
  else {
    const zipName = digital.zip ? nameOf(digital.zip) : `${order.orderId}.zip`;
    body = (
      <>
        {offersZip(photos.length) && (
          <div className="zip-download">
            <DownloadLink kind="zip" name={zipName} href={urls.zip(zipName)} className="button" title={zipName}>
              {t('orders.zip', { count: photos.length })}
            </DownloadLink>
          </div>
        )}
        <ul className="downloads">
          {photos.map((photo, index) => {
            const name = photo.id ?? nameOf(photo.url);
            const title = photo.title || t('myphotos.photo', { number: index + 1 });
            return (
              <li key={name}>
                <DownloadLink kind="photo" name={name} href={urls.view(name)} className="download" label={t('orders.download', { title })} title={title}>
                  <Picture src={urls.view(name, true)} alt="" width={200} height={150} />
                  <span>{title}</span>
                </DownloadLink>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className="order-downloads">
      <h2>{t('orders.downloads')}</h2>
      {body}
    </section>
  );
}

/** Saves a Blob under `name` from an object URL: a same-origin blob: link, which `download` is honoured on. */
function saveFile(blob: Blob, name: string, near: Element): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  near.append(link);
  link.click();
  link.remove();
  // the browser has the file by then; revoked later, not at once, for a slow disk
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A download: still a link to the file (open it in a tab, copy it), but a click fetches it through
 * the hub client and saves it. While it comes the link is marked busy with the percentage, and a
 * second click does nothing; a failure says so with a retry.
 */
function DownloadLink(props: { kind: 'photo' | 'zip'; name: string; href: string; className: string; label?: string; title: string; children: ReactNode }) {
  const { kind, name, href, className, label, title, children } = props;
  const t = useT('photo');
  const download = useHubMutation(photoDownloadWrite);
  const [percent, setPercent] = useState<number | null>(null);
  const place = useRef<HTMLDivElement>(null);
  const busy = download.status === 'pending';
  const start = async () => {
    setPercent(null);
    let blob;
    try {
      blob = await download.submit({ kind, name, onProgress: (received, total) => setPercent(total ? Math.floor((received * 100) / total) : null) });
    } catch {
      return; // shown below, with a retry
    }
    if (blob && place.current) saveFile(blob, downloadFileName(name, kind, blob.type), place.current);
  };
  return (
    <div ref={place} className="download-link">
      <a
        href={href}
        download
        className={className}
        aria-label={label}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) void start();
        }}
      >
        {children}
      </a>
      {busy && (
        <span className="download-progress" role="status">
          {percent === null ? t('orders.downloading') : t('orders.downloadingPercent', { percent })}
        </span>
      )}
      {download.status === 'error' && (
        <ErrorNotice error={download.error} onRetry={() => void start()}>
          <p>{t('orders.downloadFailed', { title })}</p>
        </ErrorNotice>
      )}
    </div>
  );
}

export function OrderConfirmation() {
  const t = useT('photo');
  const { stores } = useCore();
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  const order = useSlice(slice, (state) => state.order);
  const open = useOpenOrder();
  return (
    <section className="photo-confirmation">
      <PageTitle>{t('confirmation.title')}</PageTitle>
      {order ? (
        <div className="notice confirmed" role="status">
          <p>{t('confirmation.thanks', { id: order.orderId })}</p>
          <OrderSummary order={order} withDate={false} />
        </div>
      ) : (
        <Notice>
          <p>{t('orders.noOrder')}</p>
        </Notice>
      )}
      <p className="button-row">
        {order && (
          <a {...open(order)} className="button">
            {t('orders.details', { id: order.orderId })}
          </a>
        )}
        <RouteLink to="/photomatch/orders" className="button secondary">
          {t('overview.orders')}
        </RouteLink>
      </p>
    </section>
  );
}
