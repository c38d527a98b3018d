import { defineWidget } from '../../core/element/define-widget';
import catalogues from './catalogue';
import meta from './basket.meta';
import styles from './excursions.css';
import { BasketWidget } from './Basket';

export const BasketElement = defineWidget(meta, BasketWidget, styles, catalogues);
