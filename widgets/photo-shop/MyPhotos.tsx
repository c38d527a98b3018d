/**
 * My photos (001 §2 /photomatch/myphotos, §3, §5): the cabin's photos (photomatch/cabinImages) as
 * a grid of 200-wide thumbnails that load lazily (photomatch/image/{id with : for /}?thumb; the
 * grid is virtualised, so 500 photos keep only the rows on screen), and a detail view of one
 * photo with the variants of photomatch/config: price, further copies, blurb, a count per variant
 * (never below 0, a digital variant at most 1), added to, changed in or removed from the basket.
 * No photos: the config's NO_PHOTOS_ERROR_MESSAGE, else the spec's sentence.
 */
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CabinImage, PhotoConfig, PhotoVariant } from '../../core/hub/photo';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { cabinImagesQuery, photoAddresses, photoCartAddWrite, photoCartQuery, photoCartRemoveWrite, photoConfigQuery } from '../../core/query/photo';
import { useCore, useSlice, useT } from '../../core/react/index';
import { photomatchSlice } from '../../core/session/photomatch';
import { Button } from '../../core/ui/Button';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { useHubDateTime } from '../../core/ui/time';
import { VirtualGrid } from '../../core/ui/VirtualGrid';
import { BackToOverview, HashtagIntro, PHOTO_HASHTAGS } from './parts';
import { clampCount, countsInCart, photosInCart } from './photo-logic';

export function MyPhotos() {
  const t = useT('photo');
  const { stores } = useCore();
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  const detail = useSlice(slice, (state) => state.detailImage);
  const photos = useHubQuery(cabinImagesQuery, []);
  const config = useHubQuery(photoConfigQuery, []);
  const both = useCombinedQueries([photos, config] as const);
  const open = useCallback((id: string | null) => slice.setState({ detailImage: id }), [slice]);
  const close = useCallback(() => slice.setState({ detailImage: null }), [slice]);
  return (
    <section className="photo-myphotos">
      <PageTitle>{t('myphotos.title')}</PageTitle>
      <BackToOverview />
      <HashtagIntro hashtag={PHOTO_HASHTAGS.myphotos} />
      <QueryView query={both} isEmpty={([list]) => list.length === 0} empty={config.data?.keyvalues?.NO_PHOTOS_ERROR_MESSAGE || t('myphotos.none')}>
        {([list, cfg]) => <PhotosAndDetail photos={list} config={cfg} detail={detail} onOpen={open} onClose={close} />}
      </QueryView>
    </section>
  );
}

/**
 * The grid stays mounted, hidden, while a photo is open: opening renders only the detail (no
 * tiles torn down in the guest's tap, 500 photos or not), and back shows the grid as it was, with
 * the photo the guest opened scrolled into view and focused.
 */
function PhotosAndDetail({
  photos,
  config,
  detail,
  onOpen,
  onClose,
}: {
  photos: CabinImage[];
  config: PhotoConfig;
  detail: string | null;
  onOpen: (id: string | null) => void;
  onClose: () => void;
}) {
  const selected = detail ? photos.find((photo) => photo.id === detail) : undefined;
  // Back from a detail: a new request each time, so coming back to the same photo twice still focuses it.
  const [returnTo, setReturnTo] = useState<{ index: number } | null>(null);
  return (
    <>
      <div hidden={selected !== undefined}>
        <PhotoGrid photos={photos} onOpen={onOpen} focusRequest={returnTo} />
      </div>
      {selected && (
        <PhotoDetail
          key={selected.id}
          photo={selected}
          config={config}
          onClose={() => {
            setReturnTo({
              index: Math.max(
                0,
                photos.findIndex((photo) => photo.id === selected.id),
              ),
            });
            onClose();
          }}
        />
      )}
    </>
  );
}

/** Runs `work` when the page is idle (a timer where there is no requestIdleCallback); returns its cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 200);
  return () => clearTimeout(timer);
}

/** Memoised: its props stay the same while a photo is open, so opening one does not render the grid. */
const PhotoGrid = memo(function PhotoGrid({
  photos,
  onOpen,
  focusRequest,
}: {
  photos: CabinImage[];
  onOpen: (id: string) => void;
  focusRequest: { index: number } | null;
}) {
  const t = useT('photo');
  const { hub } = useCore();
  const urls = useMemo(() => photoAddresses(hub), [hub]);
  const cart = useHubQuery(photoCartQuery, []);
  const inCart = useMemo(() => photosInCart(cart.data), [cart.data]);
  // A detail writes a price per variant: the language's number format (its first use costs 40–70
  // ms on a slow phone, inside the guest's tap otherwise) is built while the grid is looked at.
  const price = usePrice();
  useEffect(() => whenIdle(() => price(1)), [price]);
  return (
    <div>
      <p className="photo-cart-link">
        <RouteLink to="/photomatch/cart">{t('myphotos.toBasket', { count: inCart.size })}</RouteLink>
      </p>
      <VirtualGrid
        items={photos}
        getKey={(photo) => photo.id}
        label={t('myphotos.title')}
        ratio={0.75}
        captionHeight={56}
        complete
        total={photos.length}
        focusRequest={focusRequest}
        renderTile={(photo, index, focus) => {
          const title = photo.title || t('myphotos.photo', { number: index + 1 });
          return (
            <PhotoTile
              id={photo.id}
              title={title}
              label={t('myphotos.open', { title })}
              thumb={urls.image(photo.id, true)}
              inBasket={inCart.has(photo.id) ? t('myphotos.inBasket') : ''}
              tabIndex={focus.tabIndex}
              index={focus['data-index']}
              onOpen={onOpen}
            />
          );
        }}
      />
    </div>
  );
});

/** One tile; its props are primitives, so tiles stay untouched while the grid scrolls. */
const PhotoTile = memo(function PhotoTile(props: {
  id: string;
  title: string;
  label: string;
  thumb: string;
  inBasket: string;
  tabIndex: number;
  index: number;
  onOpen: (id: string) => void;
}) {
  const { id, title, label, thumb, inBasket, tabIndex, index, onOpen } = props;
  return (
    <button type="button" className="tile photo-tile" part="photo" tabIndex={tabIndex} data-index={index} onClick={() => onOpen(id)} aria-label={label}>
      <Picture src={thumb} alt="" width={200} height={150} className="tile-image" />
      <span className="tile-title">{title}</span>
      {inBasket && <span className="tile-subtitle in-basket">{inBasket}</span>}
    </button>
  );
});

function PhotoDetail({ photo, config, onClose }: { photo: CabinImage; config: PhotoConfig; onClose: () => void }) {
  const t = useT('photo');
  const { hub } = useCore();
  const price = usePrice();
  const dateTime = useHubDateTime();
  const cart = useHubQuery(photoCartQuery, []);
  const saved = countsInCart(cart.data, photo.id);
  const variants = config.variants ?? [];
  const [counts, setCounts] = useState<Record<string, number> | null>(null);
  const shown = counts ?? saved;
  const add = useHubMutation(photoCartAddWrite);
  const remove = useHubMutation(photoCartRemoveWrite);
  const [failed, setFailed] = useState<'save' | 'remove' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inBasket = Object.values(saved).some((count) => count > 0);
  const changed = variants.some((variant) => (shown[variant.id] ?? 0) !== (saved[variant.id] ?? 0));
  const anything = variants.some((variant) => (shown[variant.id] ?? 0) > 0);
  const title = photo.title || photo.id;
  // Opened from a tile that is gone now: keyboard focus starts on the photo's heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const save = async () => {
    setFailed(null);
    setDone(null);
    try {
      const result = await add.submit({ photos: [{ id: photo.id, variants: variants.map((variant) => ({ id: variant.id, count: shown[variant.id] ?? 0 })) }] });
      if (result === undefined) return;
    } catch {
      setFailed('save');
      return;
    }
    setCounts(null);
    setDone(inBasket ? t('myphotos.updated') : t('myphotos.added'));
  };
  const drop = async () => {
    setFailed(null);
    setDone(null);
    try {
      const result = await remove.submit({ photos: [{ id: photo.id }] });
      if (result === undefined) return;
    } catch {
      setFailed('remove');
      return;
    }
    setCounts(null);
    setDone(t('myphotos.removed'));
  };

  return (
    <article className="photo-detail">
      <Button variant="secondary" onClick={onClose}>
        {t('myphotos.back')}
      </Button>
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {photo.takenAt && /^\d{4}-\d{2}-\d{2}/.test(photo.takenAt) && <p className="photo-taken">{t('myphotos.taken', { at: dateTime(photo.takenAt) })}</p>}
      <Picture src={photoAddresses(hub).image(photo.id)} alt={t('myphotos.alt', { title })} width={800} height={600} className="photo-large" eager />
      <form
        className="variants"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <fieldset>
          <legend>{t('myphotos.variants')}</legend>
          {variants.map((variant) => (
            <VariantCount
              key={variant.id}
              variant={variant}
              count={shown[variant.id] ?? 0}
              onChange={(count: (current: number) => number) => {
                setDone(null);
                setCounts((previous) => ({
                  ...(previous ?? saved),
                  [variant.id]: clampCount(variant, count(previous?.[variant.id] ?? saved[variant.id] ?? 0)),
                }));
              }}
              priceText={price(variant.price)}
              additionalText={variant.additional && !variant.digital ? price(variant.additional) : ''}
            />
          ))}
        </fieldset>
        <div className="button-row">
          <Button type="submit" busy={add.status === 'pending'} disabled={!changed || (!inBasket && !anything)}>
            {inBasket ? t('myphotos.update') : t('myphotos.add')}
          </Button>
          {inBasket && (
            <Button variant="secondary" busy={remove.status === 'pending'} onClick={() => void drop()}>
              {t('myphotos.remove')}
            </Button>
          )}
          <RouteLink to="/photomatch/cart" className="button secondary">
            {t('myphotos.goToBasket')}
          </RouteLink>
        </div>
        {done && (
          <p className="photo-done" role="status">
            {done}
          </p>
        )}
        {failed && <ErrorNotice error={failed === 'save' ? add.error : remove.error} onRetry={() => void (failed === 'save' ? save() : drop())} />}
      </form>
    </article>
  );
}

function VariantCount({
  variant,
  count,
  onChange,
  priceText,
  additionalText,
}: {
  variant: PhotoVariant;
  count: number;
  onChange: (next: (count: number) => number) => void;
  priceText: string;
  additionalText: string;
}) {
  const t = useT('photo');
  const id = useId();
  const name = variant.name || variant.id;
  const max = variant.digital ? 1 : 99;
  return (
    <div className="variant">
      <div className="variant-text">
        <label htmlFor={id} className="variant-name">
          {name}
        </label>
        <span className="variant-price">{priceText}</span>
        {additionalText && <span className="variant-additional">{t('myphotos.additional', { price: additionalText })}</span>}
        {variant.blurb && <span className="variant-blurb">{variant.blurb}</span>}
      </div>
      <div className="quantity">
        <Button variant="secondary" aria-label={t('myphotos.less', { name })} disabled={count <= 0} onClick={() => onChange((current) => current - 1)}>
          −
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          value={count}
          onChange={(event) => {
            const typed = Number(event.target.value);
            onChange(() => typed);
          }}
        />
        <Button variant="secondary" aria-label={t('myphotos.more', { name })} disabled={count >= max} onClick={() => onChange((current) => current + 1)}>
          +
        </Button>
      </div>
    </div>
  );
}
