/**
 * <lido-ship-detail> (002 §2 /shipdetail, §3 "Ship content", §7): GET ships/content, then the
 * ship's pictures (blobs/images/{shipCode}: 'Ship' pictures and the 'DeckPlan') and each cabin
 * category's (blobs/images/{shipCode}_{cabinCode}: its cabin picture and its deck plan).
 * Thumbnails are the picture address with width 200 (002 §9); a thumbnail opens the picture large.
 * 'No Ship Data' when the hub has none or the call fails (with a way to ask again).
 */
import { imageAtWidth } from '../../core/format/images';
import { LARGE_IMAGE_WIDTH } from '../../core/hub/content';
import { Gallery, PictureThumbnail } from '../../core/ui/Gallery';
import type { ShipContent } from '../../core/hub/itinerary';
import { useHubQuery } from '../../core/query/hooks';
import { shipContentQuery, shipImagesQuery } from '../../core/query/itinerary';
import { useT } from '../../core/react/index';
import { ErrorNotice } from '../../core/ui/Notice';
import { PageTitle } from '../../core/ui/PageTitle';
import { Picture } from '../../core/ui/Picture';
import { QueryView } from '../../core/ui/QueryView';
import { SafeHtml } from '../../core/ui/SafeHtml';
import { hasShipData, swatchColours } from './ship-logic';

export function ShipDetail() {
  const t = useT('ship');
  const ship = useHubQuery(shipContentQuery, []);
  return (
    <section className="ship-detail">
      <QueryView
        query={ship}
        errorView={(error, retry) => <ErrorNotice error={error} message={t('noShipData')} onRetry={retry} />}
        isEmpty={(data) => !hasShipData(data)}
        empty={t('noShipData')}
      >
        {(data) => (hasShipData(data) ? <Ship ship={data} /> : null)}
      </QueryView>
    </section>
  );
}

function Ship({ ship }: { ship: ShipContent }) {
  const t = useT('ship');
  const images = useHubQuery(shipImagesQuery, [ship.shipCode, null]);
  const list = images.data ?? [];
  const shipPictures = list.filter((image) => (image.category ?? 'Ship') === 'Ship');
  const deckPlan = list.find((image) => image.category === 'DeckPlan');
  const [hero, ...gallery] = shipPictures;
  const rows = ship.technicalData ?? [];
  return (
    <>
      <PageTitle>{ship.shipName}</PageTitle>
      <div className="ship-intro">
        {hero && (
          <Picture src={imageAtWidth(hero.url, LARGE_IMAGE_WIDTH)} alt={hero.title ?? ship.shipName} width={800} height={450} className="ship-hero" eager />
        )}
        <SafeHtml html={ship.description} className="ship-description" />
      </div>
      {rows.length > 0 && (
        <section aria-labelledby="technical-data">
          <h2 id="technical-data" className="section-title">
            {t('technicalData')}
          </h2>
          <table className="technical-data" part="technical-data">
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.spalte1}</th>
                  <td>{row.spalte2}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {ship.cabin && (
        <section className="cabins" part="cabins" aria-labelledby="cabins">
          <h2 id="cabins" className="section-title">
            {ship.cabin.title || t('cabins')}
          </h2>
          <SafeHtml html={ship.cabin.description} className="cabin-description" />
          {deckPlan && <PictureThumbnail image={deckPlan} label={t('deckPlan')} />}
          <ul className="cabin-categories">
            {(ship.cabin.cabinDeck ?? []).map((category) => (
              <CabinCategory key={category.cabinCode} shipCode={ship.shipCode} category={category} />
            ))}
          </ul>
        </section>
      )}
      <Gallery title={t('gallery')} images={gallery} labelOf={(image, index) => image.title || t('shipPicture', { number: index + 1 })} />
    </>
  );
}

function CabinCategory({ shipCode, category }: { shipCode: string; category: NonNullable<NonNullable<ShipContent['cabin']>['cabinDeck']>[number] }) {
  const t = useT('ship');
  const images = useHubQuery(shipImagesQuery, [shipCode, category.cabinCode]);
  const list = images.data ?? [];
  const picture = list.find((image) => (image.category ?? 'Ship') === 'Ship');
  const plan = list.find((image) => image.category === 'DeckPlan');
  const colours = swatchColours(category.colours);
  return (
    <li className="cabin-category" part="cabin-category">
      <h3>{category.cabinCategory}</h3>
      {colours.length > 0 && (
        <ul className="swatches" aria-label={t('colours')}>
          {colours.map((colour) => (
            <li key={colour} className="swatch" style={{ background: colour }} title={colour}>
              <span className="lido-visually-hidden">{colour}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="cabin-pictures">
        {picture && <PictureThumbnail image={picture} label={t('cabinPicture', { category: category.cabinCategory })} />}
        {plan && <PictureThumbnail image={plan} label={t('cabinDeckPlan', { category: category.cabinCategory })} />}
      </div>
    </li>
  );
}
