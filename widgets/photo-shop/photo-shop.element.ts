import { defineWidget } from '../../core/element/define-widget';
import meta from './photo-shop.meta';
import styles from './photo-shop.css';
import catalogues from './catalogue';
import { PhotoShop } from './PhotoShop';

export const LidoPhotoShopElement = defineWidget(meta, PhotoShop, styles, catalogues);
