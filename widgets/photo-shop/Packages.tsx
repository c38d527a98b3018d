/**
 * Packages (001 §2 /photomatch/packages): the bulk packages of photomatch/config (title, blurb,
 * price, description, image), each added to or removed from the basket (one package at a time).
 */
import { useState } from 'react';
import type { PhotoBulkPackage, PhotoCart } from '../../core/hub/photo';
import { useCombinedQueries, useHubQuery } from '../../core/query/hooks';
import { useHubMutation } from '../../core/query/writes';
import { photoCartAddWrite, photoCartQuery, photoCartRemoveWrite, photoConfigQuery } from '../../core/query/photo';
import { useT } from '../../core/react/index';
import { Button } from '../../core/ui/Button';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { usePrice } from '../../core/ui/price';
import { QueryView } from '../../core/ui/QueryView';
import { RouteLink } from '../../core/ui/RouteLink';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { BackToOverview, HashtagIntro, PHOTO_HASHTAGS } from './parts';

/** The package in the basket: the hub names it by title in the totals. */
export const packageInCart = (cart: PhotoCart | undefined, bulk: PhotoBulkPackage) => cart?.totals?.bulkAdded === true && cart.totals.bulkName === bulk.title;

export function Packages() {
  const t = useT('photo');
  const config = useHubQuery(photoConfigQuery, []);
  const cart = useHubQuery(photoCartQuery, []);
  const both = useCombinedQueries([config, cart] as const);
  return (
    <section className="photo-packages">
      <PageTitle>{t('packages.title')}</PageTitle>
      <BackToOverview />
      <HashtagIntro hashtag={PHOTO_HASHTAGS.packages} />
      <QueryView query={both} isEmpty={([cfg]) => (cfg.bulkPackages ?? []).length === 0} empty={t('packages.none')}>
        {([cfg, basket]) => (
          <>
            <ul className="packages">
              {(cfg.bulkPackages ?? []).map((bulk) => (
                <Package key={bulk.id} bulk={bulk} added={packageInCart(basket, bulk)} />
              ))}
            </ul>
            <p>
              <RouteLink to="/photomatch/cart" className="button secondary">
                {t('myphotos.goToBasket')}
              </RouteLink>
            </p>
          </>
        )}
      </QueryView>
    </section>
  );
}

function Package({ bulk, added }: { bulk: PhotoBulkPackage; added: boolean }) {
  const t = useT('photo');
  const price = usePrice();
  const add = useHubMutation(photoCartAddWrite);
  const remove = useHubMutation(photoCartRemoveWrite);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setFailed(false);
    try {
      await (added ? remove.submit({ bulk: bulk.id }) : add.submit({ bulk: bulk.id }));
    } catch {
      setFailed(true);
    }
  };
  const error = added ? remove.error : add.error;
  return (
    <li className="package card" part="package">
      {bulk.image && <Picture src={bulk.image} alt="" width={400} height={300} className="package-image" />}
      <div className="package-body">
        <h2 className="package-title">{bulk.title}</h2>
        {bulk.blurb && <p className="package-blurb">{bulk.blurb}</p>}
        <p className="package-price">{price(bulk.price)}</p>
        {bulk.description && <SafeHtml html={bulk.description} className="package-description" />}
        {added && <p className="in-basket">{t('packages.inBasket')}</p>}
        <Button variant={added ? 'secondary' : 'primary'} busy={add.status === 'pending' || remove.status === 'pending'} onClick={() => void toggle()}>
          {added ? t('packages.remove', { title: bulk.title }) : t('packages.add', { title: bulk.title })}
        </Button>
        {failed && <ErrorNotice error={error} onRetry={() => void toggle()} />}
      </div>
    </li>
  );
}
