/**
 * The photo basket (001 §2 /photomatch/cart, §3–§6, §8): the photo groups with their offers
 * (blurb, offBlurb, free credits, a missed offer with the photos still needed and how many are
 * then discounted — above 10 means unlimited), each photo's variants with the discounted and free
 * marks, the totals (grand total, photo count, the package, an upgrade and its price), emptying
 * the basket, and the order: only with the Photoshop conditions accepted and something in the
 * basket; when an upgrade is available the upsell shows once (upgrade or decline); the order is
 * placed once (Idempotency-Key), then the basket is emptied and the guest goes to the confirmation.
 * Blocked guests (pms/account/status isBlocked, or conditions/allowed/Photoshop not allowed) see
 * the blocked message instead of the order button.
 */
import { useMemo, useRef, useState } from 'react';
import type { PhotoCart, PhotoCartGroup, PhotoConfig } from '../../core/hub/photo';
import { accountStatusQuery } from '../../core/query/muster';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import {
  photoAddresses,
  photoCartAddWrite,
  photoCartEmptyWrite,
  photoCartQuery,
  photoCartRemoveWrite,
  photoConfigQuery,
  photoOrderWrite,
} from '../../core/query/photo';
import { allowedQuery, conditionTexts, conditionsQuery } from '../../core/query/conditions';
import { useCore, useLanguage, useNavigate, useSlice, useT } from '../../core/react/index';
import { photomatchSlice } from '../../core/session/photomatch';
import { AcceptConditions } from '../../core/ui/AcceptConditions';
import { Fact } from '../../core/ui/Fact';
import { Button } from '../../core/ui/Button';
import { ErrorSummary, useFailedSubmits } from '../../core/ui/ErrorSummary';
import { Dialog } from '../../core/ui/Dialog';
import { UndoNotice } from '../../core/ui/UndoNotice';
import { ErrorNotice, Notice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink, useRouteLink } from '../../core/ui/RouteLink';
import { BackToOverview } from './parts';
import { basketHasItems, isUnlimited, restorablePhotos, type PhotoRestore } from './photo-logic';

export function Cart() {
  const t = useT('photo');
  const cart = useHubQuery(photoCartQuery, []);
  const config = useHubQuery(photoConfigQuery, []);
  const both = useCombinedQueries([cart, config] as const);
  return (
    <section className="photo-cart" part="basket">
      <PageTitle>{t('cart.title')}</PageTitle>
      <BackToOverview />
      <QueryView query={both}>{([basket, cfg]) => <Basket cart={basket} config={cfg} />}</QueryView>
    </section>
  );
}

function Basket({ cart, config }: { cart: PhotoCart; config: PhotoConfig }) {
  const t = useT('photo');
  const price = usePrice();
  const empty = useHubMutation(photoCartEmptyWrite);
  const [emptyFailed, setEmptyFailed] = useState(false);
  const groups = cart.photoGroups ?? [];
  const totals = cart.totals ?? {};
  const hasItems = basketHasItems(cart) || totals.bulkAdded === true;
  const bulk = (config.bulkPackages ?? []).find((item) => item.title === totals.bulkName);
  const removeBulk = useHubMutation(photoCartRemoveWrite);
  const [bulkFailed, setBulkFailed] = useState(false);

  // Emptying acts at once and offers Undo, which puts every photo (with its counts) and the
  // package back: the hub sets counts, so a retried undo puts nothing in twice.
  const restore = useHubMutation(photoCartAddWrite);
  const [emptied, setEmptied] = useState<{ photos: PhotoRestore[]; bulk: string | null; token: number; restored: boolean } | null>(null);
  const emptyBasket = async () => {
    setEmptyFailed(false);
    const photos = restorablePhotos(cart);
    const bulkId = totals.bulkAdded && bulk ? bulk.id : null;
    try {
      if ((await empty.submit(null)) === undefined) return;
      restore.reset();
      setEmptied((last) => ({ photos, bulk: bulkId, token: (last?.token ?? 0) + 1, restored: false }));
    } catch {
      setEmptyFailed(true);
    }
  };
  const undoEmpty = async () => {
    if (!emptied) return;
    try {
      if (emptied.photos.length > 0 && (await restore.submit({ photos: emptied.photos })) === undefined) return;
      if (emptied.bulk && (await restore.submit({ bulk: emptied.bulk })) === undefined) return;
      setEmptied({ ...emptied, restored: true });
    } catch {
      /* said below, with a retry */
    }
  };
  const dropBulk = async () => {
    setBulkFailed(false);
    try {
      if (bulk) await removeBulk.submit({ bulk: bulk.id });
    } catch {
      setBulkFailed(true);
    }
  };

  return (
    <>
      <UndoNotice
        token={emptied?.token ?? 0}
        message={emptied ? t(emptied.restored ? 'cart.restored' : 'cart.emptied') : null}
        action={emptied && !emptied.restored ? { label: t('cart.undo'), onUndo: () => void undoEmpty(), busy: restore.status === 'pending' } : null}
      >
        {emptied && restore.status === 'error' && <ErrorNotice error={restore.error} message={t('cart.restoreFailed')} onRetry={() => void undoEmpty()} />}
      </UndoNotice>
      {!hasItems ? (
        <div className="empty-basket">
          <p className="empty" part="empty">
            {t('cart.empty')}
          </p>
          <p className="button-row">
            <RouteLink to="/photomatch/myphotos" className="button secondary">
              {t('overview.myphotos')}
            </RouteLink>
            <RouteLink to="/photomatch/packages" className="button secondary">
              {t('overview.packages')}
            </RouteLink>
          </p>
        </div>
      ) : (
        <>
          {groups.map((group) => (
            <Group key={String(group.id)} group={group} config={config} />
          ))}
          <dl className="facts basket-totals" aria-label={t('cart.totals')}>
            <Fact label={t('cart.photoCount')}>{totals.photoCount ?? 0}</Fact>
            {totals.bulkAdded && (
              <Fact label={t('cart.package')}>
                {totals.bulkName} {price(totals.bulkTotal ?? 0)}{' '}
                {bulk && (
                  <Button variant="secondary" busy={removeBulk.status === 'pending'} onClick={() => void dropBulk()}>
                    {t('packages.remove', { title: bulk.title })}
                  </Button>
                )}
              </Fact>
            )}
            {totals.bulkUpgrade && !totals.bulkAdded && totals.bulkName && (
              <Fact className="basket-upgrade" label={t('cart.upgradeTitle')}>
                {t('cart.upgrade', { name: totals.bulkName, price: price(totals.bulkUpgradePrice ?? 0) })}
              </Fact>
            )}
            <Fact className="grand-total" label={t('cart.grandTotal')}>
              {price(totals.grandTotal ?? 0)}
            </Fact>
          </dl>
          {bulkFailed && <ErrorNotice error={removeBulk.error} onRetry={() => void dropBulk()} />}
          <p className="button-row">
            <Button variant="secondary" busy={empty.status === 'pending'} onClick={() => void emptyBasket()}>
              {t('cart.emptyBasket')}
            </Button>
          </p>
          {emptyFailed && <ErrorNotice error={empty.error} onRetry={() => void emptyBasket()} />}
        </>
      )}
      <OrderPanel cart={cart} config={config} />
    </>
  );
}

function Group({ group, config }: { group: PhotoCartGroup; config: PhotoConfig }) {
  const t = useT('photo');
  const price = usePrice();
  const { hub, stores } = useCore();
  const urls = useMemo(() => photoAddresses(hub), [hub]);
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  const offer = (config.photoGroups ?? []).find((item) => String(item.id) === String(group.id));
  const remove = useHubMutation(photoCartRemoveWrite);
  const edit = useRouteLink()('/photomatch/myphotos');
  const [failed, setFailed] = useState<string | null>(null);
  const variantName = (id: string) => {
    const variant = (config.variants ?? []).find((item) => item.id === id);
    return variant?.name || id;
  };
  const drop = async (id: string) => {
    setFailed(null);
    try {
      await remove.submit({ photos: [{ id }] });
    } catch {
      setFailed(id);
    }
  };
  const remaining = group.missedOfferRemainingDiscountedCount;
  const credits = group.freeCredits?.remaining ?? 0;
  return (
    <section className="basket-group">
      <h2>{group.name || offer?.name || String(group.id)}</h2>
      {offer?.blurb && <p className="offer-blurb">{offer.blurb}</p>}
      {group.missedOffer && (
        <p className="missed-offer">
          {offer?.offBlurb ? `${offer.offBlurb} ` : ''}
          {t('cart.missedOffer', {
            count: group.missedOfferRemainingTriggerCount ?? 0,
            discounted: isUnlimited(remaining) ? t('cart.unlimited') : String(remaining ?? 0),
          })}
        </p>
      )}
      {credits > 0 && <p className="free-credits">{t('cart.freeCredits', { count: credits })}</p>}
      <ul className="basket-photos">
        {(group.photos ?? []).map((photo) => (
          <li key={photo.id} className="basket-photo">
            <Picture src={urls.image(photo.id, true)} alt={t('cart.photoAlt', { id: photo.id })} width={200} height={150} className="basket-thumb" />
            <div>
              <ul className="basket-variants">
                {(photo.variants ?? []).map((variant) => (
                  <li key={variant.id}>
                    {t('cart.variantLine', { name: variantName(variant.id), count: variant.count })}{' '}
                    <strong>{price(variant.total ?? 0, { free: true })}</strong>
                  </li>
                ))}
              </ul>
              {photo.isDiscounted && <p className="mark discounted">{t('cart.discounted')}</p>}
              {photo.isFreeVariant && <p className="mark free">{t('cart.freeVariant')}</p>}
              <p className="button-row">
                <a
                  href={edit.href}
                  className="button secondary"
                  onClick={(event) => {
                    slice.setState({ detailImage: photo.id });
                    edit.onClick(event);
                  }}
                >
                  {t('cart.edit')}
                </a>
                <Button variant="secondary" busy={remove.status === 'pending'} onClick={() => void drop(photo.id)}>
                  {t('cart.remove')}
                </Button>
              </p>
              {failed === photo.id && <ErrorNotice error={remove.error} onRetry={() => void drop(photo.id)} />}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderPanel({ cart, config }: { cart: PhotoCart; config: PhotoConfig }) {
  const t = useT('photo');
  const price = usePrice();
  const language = useLanguage();
  const navigate = useNavigate();
  const { stores } = useCore();
  const slice = useMemo(() => photomatchSlice(stores), [stores]);
  const state = useSlice(slice);
  const conditions = useHubQuery(conditionsQuery, ['Photoshop']);
  const allowed = useHubQuery(allowedQuery, ['Photoshop']);
  const status = useHubQuery(accountStatusQuery, []);
  const order = useHubMutation(photoOrderWrite);
  const upgrade = useHubMutation(photoCartAddWrite);
  const empty = useHubMutation(photoCartEmptyWrite);
  const [problem, setProblem] = useState<'conditions' | 'noItems' | null>(null);
  const [attempt, invalidSubmit] = useFailedSubmits();
  const conditionsRef = useRef<HTMLInputElement>(null);
  const [failed, setFailed] = useState(false);
  const [upsell, setUpsell] = useState(false);
  const orderButton = useRef<HTMLButtonElement>(null);
  const totals = cart.totals ?? {};
  const upgradePackage = (config.bulkPackages ?? []).find((item) => item.title === totals.bulkName);

  const blocked = status.data?.isBlocked === true || allowed.data?.allowed === false;
  // Whether the guest may order is unknown while either check failed: no order button, the reason and a retry.
  const failedCheck = status.isError && status.data === undefined ? status : allowed.isError && allowed.data === undefined ? allowed : null;
  const texts = conditions.data ? conditionTexts(conditions.data, language).terms : [];

  // the basket ordered: the one shown, or the one the upgrade answered (with the package)
  const ordered = useRef<PhotoCart>(cart);
  const place = async (basket: PhotoCart = ordered.current) => {
    setFailed(false);
    ordered.current = basket;
    let result;
    try {
      // the same basket retried keeps its Idempotency-Key: a retry after no answer orders once
      result = await order.submit(JSON.stringify(basket));
    } catch {
      setFailed(true);
      return;
    }
    if (result === undefined) return;
    // 001 §4: after the order is received the basket is emptied (the hub's own is already)
    await empty.submit(null).catch(() => undefined);
    slice.setState({ order: result, upsellShown: false, conditionsAccepted: false });
    navigate('/photomatch/orderconfirmation');
  };

  const submit = () => {
    setProblem(null);
    if (!state.conditionsAccepted) {
      setProblem('conditions');
      return invalidSubmit();
    }
    if (!basketHasItems(cart)) return setProblem('noItems');
    if (totals.bulkUpgrade && !totals.bulkAdded && upgradePackage && !state.upsellShown) {
      slice.setState({ upsellShown: true });
      setUpsell(true);
      return;
    }
    void place(cart);
  };

  // 001 §4: Upgrade is the guest's answer to "place my order": the package goes in and the order
  // is placed with it. A second press while either is on its way is ignored (orders once).
  const takeUpgrade = async () => {
    setUpsell(false);
    if (!upgradePackage) return;
    let upgraded;
    try {
      upgraded = await upgrade.submit({ bulk: upgradePackage.id });
    } catch {
      setFailed(true);
      return;
    }
    if (upgraded === undefined) return;
    await place(upgraded);
  };

  return (
    <div className="order-panel">
      <ErrorSummary attempt={attempt} errors={problem === 'conditions' ? [{ field: conditionsRef, text: t('cart.acceptConditions') }] : []} />
      <AcceptConditions
        className="conditions"
        inputRef={conditionsRef}
        texts={texts}
        label={t('cart.accept')}
        accepted={state.conditionsAccepted}
        onChange={(conditionsAccepted) => {
          setProblem(null);
          slice.setState({ conditionsAccepted });
        }}
        error={problem === 'conditions' ? t('cart.acceptConditions') : null}
        announce
      >
        {/* the texts' loading and failure; the box is there all along */}
        <QueryView query={conditions} loading={{ variant: 'skeleton', lines: 2 }}>
          {() => null}
        </QueryView>
      </AcceptConditions>
      {blocked ? (
        <Notice>
          <p className="blocked">{allowed.data?.message || t('cart.blocked')}</p>
        </Notice>
      ) : (
        status.data !== undefined &&
        allowed.data !== undefined && (
          <p className="button-row">
            <Button ref={orderButton} part="order-button" busy={order.status === 'pending' || upgrade.status === 'pending'} onClick={submit}>
              {t('cart.order')}
            </Button>
          </p>
        )
      )}
      {failedCheck && (
        <ErrorNotice
          error={failedCheck.error}
          onRetry={() => {
            if (status.isError) void status.refetch();
            if (allowed.isError) void allowed.refetch();
          }}
        />
      )}
      {problem === 'noItems' && (
        <p className="field-error" role="alert">
          {t('cart.noItems')}
        </p>
      )}
      {failed && (
        <ErrorNotice
          error={order.error ?? upgrade.error}
          message={t('cart.orderFailed')}
          onRetry={() => void (upgrade.status === 'error' && upgradePackage ? takeUpgrade() : place())}
        />
      )}
      {upsell && upgradePackage && (
        <Dialog onClose={() => setUpsell(false)} label={t('cart.upsellTitle')} className="upsell" returnFocus={() => orderButton.current}>
          <h2>{t('cart.upsellTitle')}</h2>
          <p>{t('cart.upgrade', { name: upgradePackage.title, price: price(totals.bulkUpgradePrice ?? 0) })}</p>
          {upgradePackage.blurb && <p>{upgradePackage.blurb}</p>}
          <p className="button-row">
            <Button onClick={() => void takeUpgrade()}>{t('cart.upsellAccept')}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                setUpsell(false);
                void place(cart);
              }}
            >
              {t('cart.upsellDecline')}
            </Button>
          </p>
        </Dialog>
      )}
    </div>
  );
}
