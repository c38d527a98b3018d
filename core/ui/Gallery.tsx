/**
 * Pictures of an owner's image list (an article's gallery, the ship's and its cabins' pictures):
 * 200-wide thumbnails (000 §9) that open the picture large in the kit's dialog. Its own chunk and
 * sheet: a page without a gallery loads neither.
 */
import { useId, useRef, useState } from 'react';
import { imageAtWidth } from '../format/images';
import { LARGE_IMAGE_WIDTH, THUMBNAIL_WIDTH, type ImageBlob } from '../hub/content';
import { useT } from '../react/index';
import { Button } from './Button';
import { Dialog } from './Dialog';
import galleryStyles from './gallery.css';
import { Picture } from './Picture';
import { useAdoptedSheet } from './sheet';

/** A thumbnail button that opens the picture large, labelled for screen readers and the dialog. */
export function PictureThumbnail({ image, label }: { image: ImageBlob; label: string }) {
  useAdoptedSheet(galleryStyles);
  const common = useT('common');
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" className="thumbnail" onClick={() => setOpen(true)} aria-label={label} aria-haspopup="dialog">
        <Picture src={imageAtWidth(image.url, THUMBNAIL_WIDTH)} width={THUMBNAIL_WIDTH} height={130} />
      </button>
      {open && (
        <Dialog onClose={() => setOpen(false)} labelledBy={headingId} className="picture-dialog" initialFocus={close}>
          <h2 id={headingId} className="dialog-title">
            {label}
          </h2>
          <Picture src={imageAtWidth(image.url, LARGE_IMAGE_WIDTH)} alt={label} className="large-picture" eager />
          <div className="button-row">
            <Button ref={close} onClick={() => setOpen(false)}>
              {common('close')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/** A titled list of thumbnails; `labelOf` names each picture (its title, else "Picture 3"). */
export function Gallery({ title, images, labelOf }: { title: string; images: readonly ImageBlob[]; labelOf: (image: ImageBlob, index: number) => string }) {
  const headingId = useId();
  if (images.length === 0) return null;
  return (
    <section className="gallery-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {title}
      </h2>
      <ul className="gallery" part="gallery">
        {images.map((image, index) => (
          <li key={image.id ?? index}>
            <PictureThumbnail image={image} label={labelOf(image, index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
