import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './basket.meta';
import styles from './excursions.css';
import { BasketWidget } from './Basket';

export const LidoBasketElement = defineWidget(meta, BasketWidget, styles, catalogues);
/** @deprecated use LidoBasketElement; removed in 0.3 */
export const BasketElement = LidoBasketElement;
